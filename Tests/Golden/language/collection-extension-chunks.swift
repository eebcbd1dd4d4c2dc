// Library code that pages a collection: an `extension Collection` member returning `[SubSequence]` walks its own indices (`startIndex`, `index(_:offsetBy:limitedBy:)`, `self[a..<b]`) without `self.`, and arrays answer the same index members directly.
extension Collection {
    func chunks(of size: Int) -> [SubSequence] {
        var pages: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            pages.append(self[start..<end])
            start = end
        }
        return pages
    }
}

let photoIDs = [101, 102, 103, 104, 105]
let pages = photoIDs.chunks(of: 2)
print(pages.map { Array($0) })
print(pages.map(\.count), pages[2].startIndex)
print(photoIDs.startIndex, photoIDs.endIndex, photoIDs.index(after: 1), photoIDs.index(before: 1))
print(photoIDs.index(0, offsetBy: 3), photoIDs.index(0, offsetBy: 9, limitedBy: photoIDs.endIndex) as Any)
print(photoIDs.distance(from: 1, to: 4))
var cursor = photoIDs.startIndex
photoIDs.formIndex(after: &cursor)
print(photoIDs[cursor])
// expect: [[101, 102], [103, 104], [105]]
// expect: [2, 2, 1] 4
// expect: 0 5 2 0
// expect: 3 nil
// expect: 3
// expect: 102
