// Labelled statements: break and continue name the loop they leave, across nested loops and switches.
let grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]

outer: for row in grid {
    for value in row {
        if value < 0 {
            print("negative found, stop")
            break outer
        }
        print(value)
    }
}
// expect: 1
// expect: 2
// expect: 3
// expect: 4
// expect: negative found, stop

rows: for (index, row) in grid.enumerated() {
    for value in row where value % 2 == 0 {
        print("row", index, "first even", value)
        continue rows
    }
    print("row", index, "has no even value")
}
// expect: row 0 first even 2
// expect: row 1 first even 4
// expect: row 2 first even 8

var n = 0
counting: while true {
    n += 1
    switch n {
    case 1, 2: continue counting
    case 3: print("three")
    default: break counting
    }
}
print("stopped at", n)
// expect: three
// expect: stopped at 4

var attempts = 0
retry: repeat {
    attempts += 1
    for step in 1...3 {
        if step == 2 && attempts < 3 { continue retry }
    }
    print("succeeded after", attempts)
} while attempts < 5
// expect: succeeded after 3
// expect: succeeded after 4
// expect: succeeded after 5
