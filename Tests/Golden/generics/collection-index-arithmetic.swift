// Index arithmetic in generic helpers: `C.Index` as a result, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`, `distance(from:to:)` and `formIndex(after:)`, with `where` clauses on the elements, given arrays, strings and ranges.
func middle<C: Collection>(_ items: C) -> C.Index {
    items.index(items.startIndex, offsetBy: items.count / 2)
}

func element<C: Collection>(at offset: Int, in items: C) -> C.Element? {
    guard let position = items.index(items.startIndex, offsetBy: offset, limitedBy: items.endIndex),
        position != items.endIndex
    else { return nil }
    return items[position]
}

func offsets<C: Collection>(of target: C.Element, in items: C) -> [Int] where C.Element: Equatable {
    var found: [Int] = []
    var position = items.startIndex
    while position != items.endIndex {
        if items[position] == target { found.append(items.distance(from: items.startIndex, to: position)) }
        items.formIndex(after: &position)
    }
    return found
}

func occurrences<C: Collection, T>(of value: T, in items: C) -> Int where C.Element == T, T: Equatable {
    items.filter { $0 == value }.count
}

let mailboxes = ["Inbox", "Drafts", "Sent", "Trash", "Spam"]
print(mailboxes[middle(mailboxes)])
let word = "reuse"
print(word[middle(word)])
let page = 10..<20
let center = middle(page)
print(center, type(of: center))
print(element(at: 2, in: mailboxes) ?? "none", element(at: 9, in: mailboxes) ?? "none")
print(element(at: 4, in: word) ?? "?", element(at: 5, in: word) ?? "?")
print(offsets(of: "e", in: word))
print(offsets(of: 3, in: [3, 1, 3, 3]))
print(offsets(of: 12, in: page))
print(occurrences(of: "Sent", in: mailboxes))
// expect: Sent
// expect: u
// expect: 15 Int
// expect: Sent none
// expect: e ?
// expect: [1, 4]
// expect: [0, 2, 3]
// expect: [2]
// expect: 1
