/// The preludes' Swift source, from the files in `PreludeLibrary/` that the EmbedPreludeLibrary plugin
/// embeds at build time.
enum PreludeLibrary {
    private static let files: [String: String] = Dictionary(
        EmbeddedPreludeLibrary.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })

    /// The file's text; empty for a name the folder lacks (NativeBindingTests and every golden would fail).
    static func file(_ name: String) -> String { files[name] ?? "" }

    /// The files' texts with a line feed between each two, as `joined(separator:)` gives them, copied once into
    /// a string made at its final size: the generic join grew its string file by file (a copy and fresh pages at
    /// each growth), a twentieth of a `reuselab run` of `print(1)` for the Swift prelude's core.
    static func joined(_ names: [String]) -> String {
        var texts = names.map(file)
        let count = texts.reduce(max(texts.count - 1, 0)) { $0 + $1.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for index in texts.indices {
                if index > 0 {
                    buffer[offset] = UInt8(ascii: "\n")
                    offset += 1
                }
                texts[index].withUTF8 { text in
                    guard let start = text.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).initialize(from: start, count: text.count)
                    offset += text.count
                }
            }
            return offset
        }
    }

    /// Changes whenever any prelude file does: a cache of checked preludes can key on it.
    static var fingerprint: String { EmbeddedPreludeLibrary.fingerprint }
}
