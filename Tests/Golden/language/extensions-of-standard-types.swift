// Extensions add computed properties, methods and static members to the standard library's types.
extension Int {
    var squared: Int { self * self }
    var isEven: Bool { self % 2 == 0 }
    func times(_ body: () -> Void) {
        for _ in 0..<self { body() }
    }
    static var answer: Int { 42 }
}

extension String {
    var shouted: String { uppercased() + "!" }
    func wrapped(in mark: String) -> String { mark + self + mark }
    static let cellIdentifier = "Cell"
}

extension Double {
    var half: Double { self / 2 }
}

extension Bool {
    var flipped: Bool { !self }
}

extension Array {
    var second: Element? { count > 1 ? self[1] : nil }
    func pairedWithIndex() -> [String] {
        var result: [String] = []
        for i in 0..<count { result.append("\(i):\(self[i])") }
        return result
    }
}

print(5.squared, 7.isEven, Int.answer)
2.times { print("tick") }
print("reuse".shouted, "cell".wrapped(in: "*"), String.cellIdentifier)
print(3.0.half, true.flipped)
print(["a", "b", "c"].second ?? "-", [Int]().second ?? -1)
print([10, 20].pairedWithIndex())
// expect: 25 false 42
// expect: tick
// expect: tick
// expect: REUSE! *cell* Cell
// expect: 1.5 false
// expect: b -1
// expect: ["0:10", "1:20"]
