// Labelled statements: `break label` leaves a labelled if or do as well as a loop; `continue label` on a do runs it again.
func classify(_ n: Int) -> String {
    var result = "small"
    check: if n > 10 {
        result = "big"
        if n % 2 == 1 { break check }
        result = "big and even"
    }
    return result
}
print(classify(3), "|", classify(11), "|", classify(12))
// expect: small | big | big and even

var attempts = 0
retry: do {
    attempts += 1
    print("attempt", attempts)
    if attempts < 3 { continue retry }
    print("succeeded")
}
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: succeeded

let grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
var found: (Int, Int)? = nil
search: do {
    for (r, row) in grid.enumerated() {
        for (c, value) in row.enumerated() where value == 5 {
            found = (r, c)
            break search
        }
    }
    print("not found")
}
print(found.map { "\($0.0),\($0.1)" } ?? "none")
// expect: 1,1

outer: for i in 1...3 {
    inner: switch i {
    case 2:
        for j in 0..<5 {
            if j == 1 { break inner }
            print("two", j)
        }
    case 3:
        break outer
    default:
        print("one")
    }
}
// expect: one
// expect: two 0

var k = 0
spin: repeat {
    k += 1
    if k == 2 { continue spin }
    if k == 4 { break spin }
    print("k", k)
} while k < 10
// expect: k 1
// expect: k 3

enum Stop: Error { case early }
func scan() throws {
    attempt: do {
        defer { print("attempt ends") }
        if attempts > 0 { break attempt }
        throw Stop.early
    }
    print("after attempt")
}
try scan()
// expect: attempt ends
// expect: after attempt
