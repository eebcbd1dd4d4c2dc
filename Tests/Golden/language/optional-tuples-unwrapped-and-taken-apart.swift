// `if let (a, b) = optionalPair` unwraps an optional tuple and names its parts in one go, in `if`, `guard` and
// `while`, nested tuples and `_` included; `case var` and `if var` bind variables that the body may change.
struct Score { let player: String; let points: Int }
let scores = [Score(player: "Ada", points: 31), Score(player: "Lin", points: 12)]
func best(_ list: [Score]) -> (name: String, points: Int)? {
    guard let top = list.max(by: { $0.points < $1.points }) else { return nil }
    return (top.player, top.points)
}
if let (name, points) = best(scores) {
    print(name, points)
}
// expect: Ada 31
if let (name, _) = best([]) { print(name) } else { print("nobody yet") }
// expect: nobody yet
func firstAndRest(_ words: [String]) -> (String, (Int, [String]))? {
    guard let first = words.first else { return nil }
    return (first, (words.count - 1, Array(words.dropFirst())))
}
func describe(_ words: [String]) -> String {
    guard let (head, (restCount, rest)) = firstAndRest(words) else { return "empty" }
    return "\(head) then \(restCount): \(rest.joined(separator: " "))"
}
print(describe(["reuse", "the", "cell"]))
// expect: reuse then 2: the cell
print(describe([]))
// expect: empty
var queue = [(1, "header"), (2, "row")]
while let (index, kind) = queue.popLast() {
    print(index, kind)
}
// expect: 2 row
// expect: 1 header
if var (label, count) = best(scores) {
    count += 1
    label += "!"
    print(label, count)
}
// expect: Ada! 32
let pending: Int? = 4
if case var left? = pending {
    while left > 0 { left -= 2 }
    print(left)
}
// expect: 0
switch (3, 4) {
case var (w, h):
    w *= 2
    h *= 2
    print(w * h)
}
// expect: 48
