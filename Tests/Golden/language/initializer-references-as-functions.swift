// An initializer used as a function value: the context's function type picks it, by labels or by parameter types.
enum Mode: String { case on, off }
struct Badge { let count: Int; init(_ count: Int) { self.count = count } }
struct Row { var title: String }
final class Box { let value: Int; init(value: Int) { self.value = value } }

print("a b  c".split(separator: " ").map(String.init))
print(["1", "x", "3"].compactMap(Int.init))
print(["on", "dim", "off"].compactMap(Mode.init(rawValue:)))
print([2, 5].map(Badge.init).map(\.count))
print(["Inbox", "Sent"].map(Row.init(title:)).map(\.title))
print([1, 2].map(Box.init(value:)).map(\.value))
print([3, 4].map(String.init(describing:)))
print([1.5, 2.0].map(Int.init))
print(["1", "2.5"].compactMap(Double.init))
let makers: [(Int) -> Box] = [Box.init(value:)]
print(makers[0](9).value)
// expect: ["a", "b", "c"]
// expect: [1, 3]
// expect: [main.Mode.on, main.Mode.off]
// expect: [2, 5]
// expect: ["Inbox", "Sent"]
// expect: [1, 2]
// expect: ["3", "4"]
// expect: [1, 2]
// expect: [1.0, 2.5]
// expect: 9
