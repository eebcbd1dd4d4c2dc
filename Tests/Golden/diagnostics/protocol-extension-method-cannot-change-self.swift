// A protocol extension's method may be called on a struct, so its 'self' is a constant unless the method is 'mutating': swiftc refuses each change and offers to mark the method.
protocol BadgeCounting {
    var badgeCount: Int { get set }
    var history: [Int] { get set }
    mutating func record(_ count: Int)
}

extension BadgeCounting {
    func clearBadge() {
        badgeCount = 0
    }

    func bumpBadge() {
        self.badgeCount += 1
    }

    func rememberCurrent() {
        history.append(badgeCount)
        history[0] = badgeCount
        record(badgeCount)
    }

    mutating func reset() {
        badgeCount = 0
        history = []
        record(0)
    }
}

// expect-error: cannot assign to property: 'self' is immutable
// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
// expect-error: cannot assign through subscript: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
// expect-errors: 5
