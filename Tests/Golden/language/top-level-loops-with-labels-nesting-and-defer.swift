// Top-level loops nested in one another: labelled `break` and `continue`, `repeat`, a `where`, and a `defer` at the top level that reads the globals the loops left.
var checked = 0
defer { print("checked", checked, "pairs in all") }

var found = 0
outer: for x in 1...20 {
    for y in 1...20 {
        checked += 1
        if y > x { continue outer }
        if x * y == 42 && x + y == 13 {
            found = x * 100 + y
            break outer
        }
    }
}
print(found, checked)
// expect: 706 33

var n = 0
var odd = 0
counting: while true {
    n += 1
    if n % 2 == 0 { continue counting }
    if n > 15 { break counting }
    odd += n
}
print(n, odd)
// expect: 17 64

var r = 0
repeat { r += 3 } while r < 20
print(r)
// expect: 21

var evens = 0
for i in 0...10 where i % 2 == 0 {
    for _ in 0..<i { evens += 1 }
}
print(evens)
// expect: 30

var triangle = 0
for row in 1...4 {
    var inRow = 0
    for column in 1...row { inRow += column }
    triangle += inRow
}
print(triangle)
// expect: 20
// expect: checked 33 pairs in all
