// `print` evaluates all its arguments before it describes any: an object printed beside a call that changes it
// shows the change, while a struct is copied as its argument is evaluated.
final class RecentSearches: CustomStringConvertible {
    private var terms: [String] = []
    var description: String { "Recent(\(terms.joined(separator: ", ")))" }

    @discardableResult
    func add(_ term: String) -> Int {
        terms.removeAll { $0 == term }
        terms.insert(term, at: 0)
        return terms.count
    }
}

struct Counter {
    var value = 0
    mutating func bump() -> Int {
        value += 1
        return value
    }
}

let recent = RecentSearches()
recent.add("cells")
print(recent, recent.add("layout"))
var counter = Counter()
print(counter, counter.bump(), counter)
// expect: Recent(layout, cells) 2
// expect: Counter(value: 0) 1 Counter(value: 1)
