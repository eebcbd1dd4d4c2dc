// Postfix #if in a member chain: the active clause's members apply to the base; an inactive one is skipped.
let items = [3, 1, 2]
let b = items
#if DEBUG
    .filter { $0 > 1 }
#endif
print(b)
let c = items
#if RELEASE
    .filter { $0 > 1 }
#endif
    .count
print(c)
// expect: [3, 2]
// expect: 3
