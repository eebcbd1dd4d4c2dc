/// The preludes' Swift source, from the files in `PreludeLibrary/` that the EmbedPreludeLibrary plugin
/// embeds at build time.
enum PreludeLibrary {
    private static let files: [String: String] = Dictionary(
        EmbeddedPreludeLibrary.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })

    /// The file's text; empty for a name the folder lacks (NativeBindingTests and every golden would fail).
    static func file(_ name: String) -> String { files[name] ?? "" }

    /// Changes whenever any prelude file does: a cache of checked preludes can key on it.
    static var fingerprint: String { EmbeddedPreludeLibrary.fingerprint }
}
