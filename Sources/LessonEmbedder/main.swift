import Foundation

// Build-time tool behind the EmbedLessons plugin: turns every file of the `Lessons/` folder into a
// Swift source file, so a `reuselab` binary copied anywhere still has its lessons.
//
// usage: LessonEmbedder LESSONS_FOLDER OUTPUT.swift

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: LessonEmbedder LESSONS_FOLDER OUTPUT.swift\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

/// Every regular file below `root`, by path relative to it, sorted so the output is reproducible.
func lessonFiles() -> [String] {
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
    var longest = 0, run = 0
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
for path in lessonFiles() {
    let url = root.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path), String(data: data, encoding: .utf8) != nil else {
        FileHandle.standardError.write(Data("error: \(url.path): lessons must be UTF-8 text\n".utf8))
        exit(1)
    }
    files.append((path, data))
}

var source = """
// Generated at build time by LessonEmbedder from the package's Lessons folder. Do not edit.

/// The built-in lessons, file by file (paths relative to the Lessons folder).
enum EmbeddedLessons {
    static let fingerprint = "\(fingerprint(files))"
    static let files: [(path: String, contents: String)] = [

"""
for (path, data) in files {
    let text = String(decoding: data, as: UTF8.self)
    source += "        (\(rawLiteral(path)), \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"

do {
    // Rewrite only on change, so an unchanged lesson folder does not recompile the Tutor.
    if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
        try Data(source.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
