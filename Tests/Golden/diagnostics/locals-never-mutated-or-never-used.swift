// A local `var` never changed could be a `let`; a local never used again could go. Top-level globals get neither.
var visibleRows = 12

func reusedCells(scrolledBy rows: Int) -> Int {
    var onScreen = visibleRows
    var spare = 2
    let unusedLimit = 100
    var reused = 0
    reused += rows
    return min(reused, onScreen)
}

print(reusedCells(scrolledBy: 30))

// expect: 12
// expect-warning: variable 'onScreen' was never mutated; consider changing to 'let' constant
// expect-warning: initialization of variable 'spare' was never used; consider replacing with assignment to '_' or removing it
// expect-warning: initialization of immutable value 'unusedLimit' was never used; consider replacing with assignment to '_' or removing it
