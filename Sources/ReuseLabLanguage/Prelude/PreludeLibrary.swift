/// The preludes' Swift source, from the files in `PreludeLibrary/` that the EmbedPreludeLibrary plugin
/// embeds at build time.
enum PreludeLibrary {
    private static let files: [String: String] = Dictionary(
        EmbeddedPreludeLibrary.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })

    /// The file's text; empty for a name the folder lacks (NativeBindingTests and every golden would fail).
    static func file(_ name: String) -> String { files[name] ?? "" }

    /// The files' texts with a line feed between each two, as `joined(separator:)` gives them, appended to a
    /// string reserved at its final size: the generic join grew its string file by file (a copy and fresh pages at
    /// each growth), and filling raw bytes made the string check them all for valid UTF-8 (2 % of a UIKit
    /// script's `run`), where appending strings copies text already known to be valid.
    static func joined(_ names: [String]) -> String {
        let texts = names.map(file)
        guard texts.count > 1 else { return texts.first ?? "" }
        var joined = ""
        joined.reserveCapacity(texts.reduce(texts.count - 1) { $0 + $1.utf8.count })
        for (index, text) in texts.enumerated() {
            if index > 0 { joined.append("\n") }
            joined.append(text)
        }
        return joined
    }

    /// Changes whenever any prelude file does: a cache of checked preludes can key on it.
    static var fingerprint: String { EmbeddedPreludeLibrary.fingerprint }
}
