// Throwing closures: `try` inside closures given to `map`, `filter`, `forEach`, `reduce` and to your own
// `rethrows` functions; a throwing function passed by name; a closure stored in a `throws` function type.
enum RowError: Error { case notANumber(String) }

func rowHeight(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw RowError.notANumber(text) }
    return n
}

func eachRow<T>(_ rows: [T], _ body: (T) throws -> Void) rethrows {
    for row in rows { try body(row) }
}

struct Stop: Error {}

do {
    let heights = try ["44", "60"].map { try rowHeight($0) }
    print(heights)
    let tall = try ["44", "80", "100"].filter { try rowHeight($0) > 50 }
    print(tall)
    try ["12"].forEach { print("height", try rowHeight($0)) }
    let byName = try ["1", "two"].map(rowHeight)
    print("not printed", byName)
} catch RowError.notANumber(let text) {
    print("not a number:", text)
} catch {
    print("other error")
}

eachRow(["a", "b"]) { print("row", $0) }
do {
    try eachRow([1, 2, 3]) { n in
        if n == 2 { throw Stop() }
        print("kept", n)
    }
} catch {
    print("stopped by", error)
}

let doubled: (Int) throws -> Int = { n in
    if n < 0 { throw Stop() }
    return n * 2
}
print((try? doubled(-1)) as Any, (try? doubled(4)) as Any)
let sum = try? [1, 2, 3].reduce(0) { total, n in
    if n > 2 { throw Stop() }
    return total + n
}
print(sum as Any)
print(["1", "x", "3"].compactMap { try? rowHeight($0) })
// expect: [44, 60]
// expect: ["80", "100"]
// expect: height 12
// expect: not a number: two
// expect: row a
// expect: row b
// expect: kept 1
// expect: stopped by Stop()
// expect: nil Optional(8)
// expect: nil
// expect: [1, 3]
