// Warnings are shown before the output and never stop the run: swiftc's words for an optional printed as
// Any, a dropped result, a 'class' constraint and an object nobody keeps.
protocol Named: class {
    var name: String { get }
}

final class Owner: Named {
    let name = "owner"
    weak var helper: Owner?

    func attachHelper() {
        helper = Owner()
    }
}

func measure(_ text: String) -> Int {
    return text.count
}

let subtitle: String? = "Detail"
print(subtitle)
measure("cell")
let owner = Owner()
owner.attachHelper()
print(owner.helper == nil)

// expect: Optional("Detail")
// expect: true
// expect-warning: using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead
// expect-warning: expression implicitly coerced from 'String?' to 'Any'
// expect-note: provide a default value to avoid this warning
// expect-note: force-unwrap the value to avoid this warning
// expect-note: explicitly cast to 'Any' with 'as Any' to silence this warning
// expect-warning: result of call to 'measure' is unused
// expect-warning: instance will be immediately deallocated because property 'helper' is 'weak'
// expect-note: a strong reference is required to prevent the instance from being deallocated
// expect-note: 'helper' declared here
