// `extension Cache where Value == String` adds members only to the caches whose values are strings; inside it
// `Value` is `String`, so a value read through the protocol's subscript has String's members.
protocol Cache {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
}

extension Cache where Value == String {
    func preview(_ key: Key) -> String {
        guard let text = self[key] else { return "\(key): missing" }
        return "\(key): \(text.prefix(5))… (\(text.count) characters)"
    }
}

extension Cache where Self.Value == Int {
    func doubled(_ key: Key) -> Int { (self[key] ?? 0) * 2 }
}

struct MemoryCache<Key: Hashable, Value>: Cache {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}

struct Scoreboard: Cache {
    typealias Key = String
    typealias Value = Int
    var scores: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { scores[key] }
        set { scores[key] = newValue }
    }
}

var notes = MemoryCache<Int, String>()
notes[1] = "Reuse identifiers must match"
print(notes.preview(1))
print(notes.preview(2))
var board = Scoreboard()
board["ann"] = 21
print(board.doubled("ann"), board.doubled("bo"))
var counts = MemoryCache<String, Int>()
counts["cells"] = 4
print(counts.doubled("cells"))

// A witness typed by its initial value fixes the associated type too.
protocol Shelf {
    associatedtype Book
    var books: [Book] { get }
}
extension Shelf where Book == String {
    var titles: String { books.sorted().joined(separator: ", ") }
}
struct Nightstand: Shelf { let books = ["Emma", "Dune"] }
print(Nightstand().titles)
// expect: 1: Reuse… (28 characters)
// expect: 2: missing
// expect: 42 0
// expect: 8
// expect: Dune, Emma
