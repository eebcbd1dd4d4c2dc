// break and continue may only name an enclosing labelled statement.
outer: for i in 0..<3 {
    for j in 0..<3 {
        if i == j { break inner }
    }
}
// expect-error: cannot find label 'inner' in scope
