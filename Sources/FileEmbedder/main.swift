import Foundation

// Build-time tool behind the EmbedLessons and EmbedPreludeLibrary plugins: turns every file of a folder
// into a Swift source file declaring `enum ENUM_NAME { static let fingerprint; static let files }`, so a
// `reuselab` binary copied anywhere still has its lessons and its preludes.
//
// usage: FileEmbedder FOLDER OUTPUT.swift ENUM_NAME

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: FileEmbedder FOLDER OUTPUT.swift ENUM_NAME\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
let enumName = arguments[3]

/// Every regular file below `root`, by path relative to it, sorted so the output is reproducible.
func embeddedFiles() -> [String] {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var paths: [String] = []
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        if relative.hasPrefix(".") || relative.contains("/.") { continue }
        paths.append(relative)
    }
    return paths.sorted()
}

/// A raw string literal that can hold `text` whatever it contains: one more `#` than its longest run.
func rawLiteral(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

/// FNV-1a over every path and file: names the extracted copy, so a new build never reads an old one.
func fingerprint(_ files: [(String, Data)]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (path, data) in files {
        for byte in Array(path.utf8) + [0] + Array(data) + [0] {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }
    return String(hash, radix: 16)
}

var files: [(String, Data)] = []
for path in embeddedFiles() {
    let url = root.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path), String(data: data, encoding: .utf8) != nil else {
        FileHandle.standardError.write(Data("error: \(url.path): embedded files must be UTF-8 text\n".utf8))
        exit(1)
    }
    files.append((path, data))
}

var source = """
    // Generated at build time by FileEmbedder from \(root.lastPathComponent)/. Do not edit.

    /// The files of \(root.lastPathComponent)/, one by one (paths relative to it).
    enum \(enumName) {
        static let fingerprint = "\(fingerprint(files))"
        static let files: [(path: String, contents: String)] = [

    """
for (path, data) in files {
    let text = String(decoding: data, as: UTF8.self)
    source += "        (\(rawLiteral(path)), \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"

do {
    // Rewrite only on change, so an unchanged folder does not recompile its target.
    if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
        try Data(source.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
