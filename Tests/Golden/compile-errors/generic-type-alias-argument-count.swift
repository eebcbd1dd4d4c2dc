// A generic type alias takes exactly its own parameters.
typealias Pair<T> = (T, T)

let p: Pair<Int, Int> = (1, 2)
print(p)
// expect-error: generic type 'Pair' specialized with too many type parameters (got 2, but expected 1)
// expect-note: generic type alias 'Pair' declared here
