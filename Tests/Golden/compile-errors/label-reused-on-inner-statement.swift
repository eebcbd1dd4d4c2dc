// A label names one statement: an inner statement cannot reuse the label of one around it.
outer: for i in 0..<2 {
    outer: for j in 0..<2 {
        if j == 1 { break outer }
        print(i, j)
    }
}
// expect-error: label 'outer' cannot be reused on an inner statement
// expect-note: 'outer' previously declared here
