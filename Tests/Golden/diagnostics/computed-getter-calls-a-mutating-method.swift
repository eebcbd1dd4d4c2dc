// A getter that appends to an array of its own struct: the mutating call is refused at `append`.
struct History {
    var visited: [String] = []

    var lastVisit: String {
        visited.append("now")
        return visited.last ?? ""
    }
}

var history = History()
print(history.lastVisit)

// expect-error: cannot use mutating member on immutable value: 'self' is immutable
