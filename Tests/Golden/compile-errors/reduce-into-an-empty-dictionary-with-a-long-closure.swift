// `reduce(into: [:])` takes its type from a closure of one expression; with more statements swiftc cannot type the
// `[:]` and stops without saying why. ReuseLab says why, in its own words, and how to write the type.
let taps = ["cell", "Header", "cell", "footer"]
let perKind = taps.reduce(into: [:]) { counts, name in
    let kind = name.lowercased()
    counts[kind, default: 0] += 1
}
print(perKind)
// expect-error: the type of '[:]' cannot be inferred from a closure of more than one statement (swiftc stops here with 'failed to produce diagnostic for expression'): write it, as in '[String: Int]()'
// expect-errors: 1
