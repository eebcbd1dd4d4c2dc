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

    /// One pass over the bytes: the generic `split` of a raw buffer's slices, twice over, took three times as long
    /// as the words' own strings (a thirtieth of a `run` of `print(1)`).
    private static func wordLists(in payload: UnsafeRawBufferPointer) -> [[String]]? {
        guard payload.last == lineFeed else { return nil }
        var lists: [[String]] = []
        var list: [String] = []
        var wordStart = 0
        for index in payload.indices {
            let byte = payload[index]
            guard byte == space || byte == lineFeed else { continue }
            if index > wordStart {
                list.append(String(decoding: UnsafeRawBufferPointer(rebasing: payload[wordStart..<index]), as: UTF8.self))
            }
            wordStart = index + 1
            if byte == lineFeed {
                lists.append(list)
                list = []
            }
        }
        return lists
    }
}
