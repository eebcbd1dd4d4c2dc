// Ranges, prefix, suffix, dropFirst and dropLast of an array are ArraySlices: they keep the array's indices, print as arrays, compare by elements and become arrays again with Array(_:).
let numbers = [10, 20, 30, 40, 50]
let middle = numbers[1..<3]
print(middle, type(of: middle))
print(middle.startIndex, middle.endIndex, middle.count, middle[1], middle.first!, middle.last!)
let head = numbers.prefix(2)
print(type(of: head), head, head.indices)
let tail = numbers.dropFirst()
print(tail.startIndex, tail[1], Array(tail), type(of: Array(tail)))
for n in numbers.suffix(2) { print(n) }
print(numbers.dropLast(2).map { $0 * 2 }, numbers[2...], numbers[..<2], numbers[...1])
let visible = 1..<4
print(numbers[visible], numbers[visible].reduce(0, +))
print(middle == [20, 30], middle != [20, 30], numbers.dropFirst(3) == numbers.suffix(2))

var top = numbers.sorted(by: >).prefix(3)
top[1] = 1
print(top, numbers)
for i in top.indices { print(i, top[i]) }
for (offset, value) in numbers.dropFirst(2).enumerated() { print(offset, value) }
let window = numbers[1...3]
print(window.firstIndex(of: 40) ?? -1, window.filter { $0 > 20 }, window.contains(30), window.max() ?? 0)
print(window.suffix(2).startIndex, window.dropLast().endIndex, window.dropFirst().dropFirst().startIndex)
let names = ["Ada", "Grace", "Linus"]
print(names.dropFirst().joined(separator: ", "), [String](names.prefix(2)))
// expect: [20, 30] ArraySlice<Int>
// expect: 1 3 2 20 20 30
// expect: ArraySlice<Int> [10, 20] 0..<2
// expect: 1 20 [20, 30, 40, 50] Array<Int>
// expect: 40
// expect: 50
// expect: [20, 40, 60] [30, 40, 50] [10, 20] [10, 20]
// expect: [20, 30, 40] 90
// expect: true false true
// expect: [50, 1, 30] [10, 20, 30, 40, 50]
// expect: 0 50
// expect: 1 1
// expect: 2 30
// expect: 0 30
// expect: 1 40
// expect: 2 50
// expect: 3 [30, 40] true 40
// expect: 2 3 3
// expect: Grace, Linus ["Ada", "Grace"]
