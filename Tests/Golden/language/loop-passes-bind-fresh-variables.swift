// Each pass of a loop binds fresh variables: closures made in different passes see different values.
var fromFor: [() -> Int] = []
for i in 1...3 { fromFor.append { i } }
print(fromFor.map { $0() })

var fromBody: [() -> String] = []
for name in ["a", "b"] {
    let upper = name.uppercased()
    var count = 0
    fromBody.append {
        count += 1
        return "\(upper)\(count)"
    }
}
print(fromBody.map { $0() })
print(fromBody.map { $0() })

var fromWhile: [() -> Int] = []
var n = 0
while n < 3 {
    let square = n * n
    fromWhile.append { square }
    n += 1
}
print(fromWhile.map { $0() })

var fromRepeat: [() -> Int] = []
var k = 10
repeat {
    let copy = k
    fromRepeat.append { copy + n }
    k += 10
} while k <= 30
n = 100
print(fromRepeat.map { $0() })

// A variable declared outside the loop is shared by every pass, as in Swift.
var total = 0
var adders: [() -> Void] = []
for step in [1, 2, 3] { adders.append { total += step } }
adders.forEach { $0() }
print(total)

// Nested loops: both passes fresh.
var pairs: [() -> String] = []
for row in 0..<2 {
    for column in 0..<2 where column != row {
        pairs.append { "(\(row), \(column))" }
    }
}
print(pairs.map { $0() })
// expect: [1, 2, 3]
// expect: ["A1", "B1"]
// expect: ["A2", "B2"]
// expect: [0, 1, 4]
// expect: [110, 120, 130]
// expect: 6
// expect: ["(0, 1)", "(1, 0)"]
