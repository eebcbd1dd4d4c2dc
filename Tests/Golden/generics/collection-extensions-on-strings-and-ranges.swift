// The learner's extension Collection and Sequence members on strings and Int ranges: the receiver is read as its elements.
extension Collection {
    var isNotEmpty: Bool { !isEmpty }
    func countWhere(_ test: (Element) -> Bool) -> Int { filter(test).count }
}
extension Sequence where Element: Equatable {
    func occurrences(of target: Element) -> Int { reduce(0) { $1 == target ? $0 + 1 : $0 } }
}
extension Sequence where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print("abc".isNotEmpty, "".isNotEmpty)
print("hello".occurrences(of: "l"))
print("a1b2".countWhere { $0.isNumber })
print((1...4).total(), (0..<5).occurrences(of: 3))
print((1..<1).isNotEmpty, (1...3).countWhere { $0 > 1 })
print([7, 7].occurrences(of: 7))
// expect: true false
// expect: 2
// expect: 2
// expect: 10 1
// expect: false 2
// expect: 2
