// Writing a dictionary entry in a struct's plain method: swiftc says "cannot assign through subscript" at the `[` and points at the `func` that could be `mutating`.
struct BadgeCounts {
    var counts: [String: Int] = [:]

    func markUnread(_ section: String) {
        counts[section] = (counts[section] ?? 0) + 1
    }
}

var badges = BadgeCounts()
badges.markUnread("Inbox")
print(badges.counts)

// expect-error: cannot assign through subscript: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
