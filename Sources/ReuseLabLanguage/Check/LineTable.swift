import Foundation
import SwiftSyntax

/// Where each line of a source text starts, read from the text's bytes: what `SourceLocationConverter`
/// works out by walking every token of the tree, which was a twentieth of a start for the preludes.
/// Lines and columns are counted as swiftc and `SourceLocationConverter` count them: from 1, columns in
/// UTF-8 bytes, a line ending at `\n`, `\r\n` or `\r`.
struct LineTable {
    /// The byte offset of each line's first byte; the first line starts at 0.
    private let lineStarts: [Int]

    init(source: String) {
        var starts = [0]
        var afterCarriageReturn = false
        // Over the contiguous bytes: enumerating `utf8` of the preludes' 300 KB was 1 % of `reuselab run`.
        var source = source
        // Without a `\r` (the preludes, most scripts), lines end only at `\n`: `memchr` finds each many bytes at a
        // time, where the loop below looks at every byte (a fiftieth of a `run` of `print(1)`).
        if let starts = source.withUTF8(Self.lineStartsWithoutCarriageReturns) {
            lineStarts = starts
            return
        }
        let count = source.withUTF8 { bytes in
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                } else if afterCarriageReturn {
                    starts.append(offset)  // a lone `\r` ended the line
                }
                afterCarriageReturn = byte == UInt8(ascii: "\r")
            }
            return bytes.count
        }
        if afterCarriageReturn { starts.append(count) }
        lineStarts = starts
    }

    /// The line starts of a text holding no `\r`; nil when it holds one.
    private static func lineStartsWithoutCarriageReturns(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        guard memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil else { return nil }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(offset)
        }
        return starts
    }

    /// The line table of a tree's text (an entry: its text is rebuilt from the tree).
    init(tree: SourceFileSyntax) {
        self.init(source: tree.description)
    }

    /// The 1-based line and UTF-8 column of a position in the text.
    func location(for position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
