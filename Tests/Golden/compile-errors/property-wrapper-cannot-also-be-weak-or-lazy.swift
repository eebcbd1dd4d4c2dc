// A wrapped property cannot also be `weak`, `unowned` or `lazy`: the wrapper owns the storage. swiftc says so at the
// property's name, for a cell's property and for a local alike.
@propertyWrapper
struct Traced<Value> {
    var wrappedValue: Value { didSet { print("changed") } }
}

final class BadgeView {}

final class InboxCell {
    @Traced weak var badge: BadgeView?
    var title = ""
}

func layOut() {
    @Traced lazy var spacing = 8.0
    print(spacing)
}
// expect-error: property 'badge' with a wrapper cannot also be weak
// expect-error: property 'spacing' with a wrapper cannot also be lazy
// expect-errors: 2
