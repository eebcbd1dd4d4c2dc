/// Lists of words worked out from the preludes' text (the names that make a session load UIKit or a unit, see
/// `PreludeStartNames`), kept beside the trees. A build fixes the text, so a file is named, like a tree's, by this
/// binary and a hash of the lists' name, and refused on the same grounds: another binary, a damaged or truncated
/// payload. The payload is the lists' words, a space between words and a line feed after each list.
extension PreludeTreeCache {
    /// The `count` lists named `name`: read from the cache when a valid file holds them, else made by `make`
    /// and stored for the next start.
    func wordLists(named name: String, count: Int, make: () -> [[String]]) -> (lists: [[String]], outcome: Outcome) {
        guard let directory, let binary = BinaryIdentity.current else { return (make(), .parsed(stored: false)) }
        let nameHash = ContentHash.of(name)
        let nameLength = name.utf8.count
        let path = directory + "/" + Self.fileName(sourceHash: nameHash, binary: binary)
        if let lists = withPayload(at: path, binary: binary, sourceLength: nameLength, sourceHash: nameHash, Self.wordLists(in:)),
            lists.count == count
        {
            return (lists, .read)
        }
        let lists = make()
        guard let payload = Self.payload(of: lists) else { return (lists, .parsed(stored: false)) }
        let stored = store(payload, at: path, directory: directory, binary: binary, sourceLength: nameLength, sourceHash: nameHash)
        return (lists, .parsed(stored: stored))
    }

    private static let space = UInt8(ascii: " ")
    private static let lineFeed = UInt8(ascii: "\n")

    /// Nil when a word is empty or holds a space or a line feed (no name does), which the form could not keep.
    private static func payload(of lists: [[String]]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for list in lists {
            for (index, word) in list.enumerated() {
                guard !word.isEmpty, !word.utf8.contains(space), !word.utf8.contains(lineFeed) else { return nil }
                if index > 0 { bytes.append(space) }
                bytes += word.utf8
            }
            bytes.append(lineFeed)
        }
        return bytes
    }

    private static func wordLists(in payload: UnsafeRawBufferPointer) -> [[String]]? {
        guard payload.last == lineFeed else { return nil }
        return payload.dropLast().split(separator: lineFeed, omittingEmptySubsequences: false).map { line in
            line.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
