// A class var dispatches on the dynamic metatype; a static member of the same class does not change with subclasses.
import UIKit

class Base {
    class var label: String { return "Base.label" }
    static var fixed: String { return "Base.fixed" }
    class func make() -> String { return "made by \(self)" }
}

final class Derived: Base {
    override class var label: String { return "Derived.label" }
}

let metatype: Base.Type = Derived.self
print(metatype.label)
// expect: Derived.label
print(Base.label, Derived.label)
// expect: Base.label Derived.label
print(Derived.fixed)
// expect: Base.fixed
print(metatype.make())
// expect: made by Derived
