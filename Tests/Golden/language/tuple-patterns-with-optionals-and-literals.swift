// Tuple patterns mixing optional patterns, literals, wildcards and `where`: in `if case`, `guard case`, `switch` and `for case`.
func describe(_ unread: Int?, _ flagged: Int?) -> String {
    switch (unread, flagged) {
    case (nil, nil):
        return "nothing yet"
    case (nil, _):
        return "only flags"
    case (let u?, let f?) where u > f:
        return "\(u) unread beat \(f) flagged"
    case (let u?, nil):
        return "\(u) unread"
    case (_?, _?):
        return "flags win"
    }
}
print(describe(nil, nil))
print(describe(nil, 2))
print(describe(5, 2))
print(describe(5, nil))
print(describe(1, 2))

let badge: (Int?, Int) = (12, 1)
if case (let count?, 1) = badge {
    print("one section with \(count)")
}
if case (let count?, 2) = badge {
    print("two sections with \(count)")
} else {
    print("not two sections")
}

let cell: (String?, Int) = ("Inbox", 3)
if case (let title?, 2...5) = cell {
    print("\(title) in range")
}
guard case (let name?, _) = cell else { fatalError("no name") }
print(name)

let rows: [(String?, Int)] = [("Sent", 0), (nil, 1), ("Spam", 2)]
for case (let title?, let index) in rows where index > 0 {
    print(index, title)
}

switch (badge.0, cell.1) {
case (.some(12), 3): print("exact match")
default: print("no match")
}

// expect: nothing yet
// expect: only flags
// expect: 5 unread beat 2 flagged
// expect: 5 unread
// expect: flags win
// expect: one section with 12
// expect: not two sections
// expect: Inbox in range
// expect: Inbox
// expect: 2 Spam
// expect: exact match
