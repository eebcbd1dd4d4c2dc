extension Session {
    /// Starts parsing the Swift prelude on a second thread, for a command about to make a session: the first
    /// thread meanwhile parses the command line and reads the script, and the session waits for the tree
    /// (`PreludeTrees.tree(for:)`) rather than parsing it again. Parsing was a fifth of a start.
    public static func beginParsingSwiftPrelude() {
        PreludeTrees.shared.parseInBackground("Swift", source: SwiftPrelude.source)
    }
}
