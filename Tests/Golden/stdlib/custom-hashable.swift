// A type's own == and hash(into:) decide set membership, dictionary keys, contains and firstIndex(of:), as in Swift.
struct Tag: Hashable {
    var name: String
    var note: String
    // Two tags with the same name are the same tag, whatever their notes say.
    static func == (a: Tag, b: Tag) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
}

let tags: Set<Tag> = [Tag(name: "Swift", note: "1"), Tag(name: "swift", note: "2"), Tag(name: "UIKit", note: "3")]
print(tags.count, tags.contains(Tag(name: "SWIFT", note: "")))

var uses: [Tag: Int] = [:]
uses[Tag(name: "Swift", note: "a"), default: 0] += 1
uses[Tag(name: "SWIFT", note: "b"), default: 0] += 1
print(uses.count, uses[Tag(name: "swift", note: "")] ?? 0)

let list = [Tag(name: "a", note: "x"), Tag(name: "B", note: "y")]
print(list.contains(Tag(name: "b", note: "")), list.firstIndex(of: Tag(name: "b", note: "")) as Any)

// A class with its own identity rule, as a diffable data source's items often have.
final class Contact: Hashable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
    static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let contacts: Set<Contact> = [Contact(id: 1, name: "Ann"), Contact(id: 1, name: "Anne"), Contact(id: 2, name: "Bo")]
print(contacts.count, contacts.contains(Contact(id: 2, name: "?")))
var seen = Set<Contact>()
print(seen.insert(Contact(id: 7, name: "x")).inserted, seen.insert(Contact(id: 7, name: "y")).inserted)
let byContact: [Contact: String] = [Contact(id: 3, name: "Cy"): "three"]
print(byContact[Contact(id: 3, name: "")] ?? "missing")

// A synthesized Hashable struct holding a custom one compares through it.
struct Pair: Hashable {
    var tag: Tag
    var count: Int
}
print(Pair(tag: Tag(name: "X", note: "1"), count: 1) == Pair(tag: Tag(name: "x", note: "2"), count: 1))
print(Set([Pair(tag: Tag(name: "X", note: "1"), count: 1), Pair(tag: Tag(name: "x", note: "2"), count: 1)]).count)

var hasher = Hasher()
hasher.combine(1)
hasher.combine("one")
let h = hasher.finalize()
print(h == h, Tag(name: "A", note: "").hashValue == Tag(name: "a", note: "z").hashValue)
// expect: 2 true
// expect: 1 2
// expect: true Optional(1)
// expect: 2 true
// expect: true false
// expect: three
// expect: true
// expect: 1
// expect: true true
