// Replacing the whole value with `self = …` needs a mutating method; swiftc points at the `func`.
struct FilterState {
    var query = ""
    var onlyFavourites = false

    func reset() {
        self = FilterState()
    }
}

var filter = FilterState(query: "cats", onlyFavourites: true)
filter.reset()
print(filter.query)

// expect-error: cannot assign to value: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
