// A failable initializer whose whole body is `nil` fails, as `return nil` would: the common
// `required init?(coder:) { nil }` of a cell built in code.
final class Badge {
    let count: Int
    init?(count: Int) {
        guard count > 0 else { return nil }
        self.count = count
    }
    init?(coder: String) { nil }
}

struct Slug {
    init?(_ text: String) { nil }
}

print(Badge(count: 3)?.count as Any)
print(Badge(count: 0) as Any)
print(Badge(coder: "archive") as Any)
print(Slug("hello") as Any)
// expect: Optional(3)
// expect: nil
// expect: nil
// expect: nil
