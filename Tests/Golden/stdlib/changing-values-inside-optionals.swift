// `dict[key]?.append(x)` and `dict[key]!.append(x)` change the value inside the dictionary.
var byKey: [String: [Int]] = ["even": []]
for i in 0..<10 where i % 2 == 0 {
    byKey["even"]?.append(i)
    byKey["odd"]?.append(i)
}
byKey["even"]!.append(100)
print(byKey["even"]!, byKey["odd"] as Any)
// expect: [0, 2, 4, 6, 8, 100] nil

var maybe: [Int]? = [1]
maybe?.append(2)
maybe! += [3]
print(maybe!)
// expect: [1, 2, 3]

var none: [Int]? = nil
none?.append(1)
print(none as Any)
// expect: nil

struct Point {
    var x = 0
}
var points: [String: Point] = ["a": Point()]
points["a"]?.x += 5
points["b"]?.x = 3
print(points["a"]!.x, points.count)
// expect: 5 1
