// Everyday Sequence and Collection members of arrays, with zip, indices and enumerated.
let names = ["Ada", "Grace", "Linus", "Barbara"]
for (i, name) in names.enumerated() where i < 2 {
    print(i, name)
}
// expect: 0 Ada
// expect: 1 Grace
for (name, length) in zip(names, names.map { $0.count }) where length > 4 {
    print(name, length)
}
// expect: Grace 5
// expect: Linus 5
// expect: Barbara 7
for i in names.indices.reversed() where i > 2 {
    print(i)
}
// expect: 3
print(names.contains("Linus"), names.firstIndex(of: "Linus") as Any, names.firstIndex(of: "Tim") as Any)
// expect: true Optional(2) nil
print(names.allSatisfy { $0.count > 2 }, names.firstIndex { $0.hasPrefix("G") } as Any)
// expect: true Optional(1)
print(names.last { $0.count == 5 } as Any, names.lastIndex { $0.count == 5 } as Any)
// expect: Optional("Linus") Optional(2)
print(names.sorted(), names.sorted { $0.count < $1.count })
// expect: ["Ada", "Barbara", "Grace", "Linus"] ["Ada", "Grace", "Linus", "Barbara"]
let scores = [3, 9, 1, 7]
print(scores.min() as Any, scores.max() as Any, [Int]().min() as Any)
// expect: Optional(1) Optional(9) nil
print(names.max { $0.count < $1.count } as Any, names.min { $0.count < $1.count } as Any)
// expect: Optional("Barbara") Optional("Ada")
print(Array(scores.prefix(2)), Array(scores.suffix(2)), Array(scores.dropFirst()), Array(scores.dropLast(3)))
// expect: [3, 9] [1, 7] [9, 1, 7] [3]
print(Array(scores.prefix(10)), Array(scores.dropFirst(10)))
// expect: [3, 9, 1, 7] []
let groups: [[Int]] = [[1, 2], [], [3]]
print(groups.flatMap { $0 }, scores.reduce(0, +))
// expect: [1, 2, 3] 20

var queue = [5, 6, 7, 8]
print(queue.popLast() as Any, queue)
// expect: Optional(8) [5, 6, 7]
queue.removeAll { $0 % 2 == 0 }
print(queue)
// expect: [5, 7]
queue.swapAt(0, 1)
queue.append(contentsOf: [1, 4])
print(queue)
// expect: [7, 5, 1, 4]
queue.sort()
print(queue)
// expect: [1, 4, 5, 7]
queue.sort { $0 > $1 }
print(queue)
// expect: [7, 5, 4, 1]
var empty: [Int] = []
print(empty.popLast() as Any)
// expect: nil
let shuffled = scores.shuffled()
print(shuffled.count, shuffled.sorted() == scores.sorted())
// expect: 4 true
