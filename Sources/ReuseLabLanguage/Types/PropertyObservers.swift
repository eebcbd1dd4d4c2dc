import SwiftSyntax

/// `willSet` and `didSet` of a stored property (instance, static or global), or of an overridden one.
final class PropertyObservers {
    var willSetSyntax: CodeBlockSyntax?
    var willSetName = "newValue"
    var didSetSyntax: CodeBlockSyntax?
    var didSetName = "oldValue"
    var willSet: [Stmt]?
    var willSetFrameSize = 0
    var didSet: [Stmt]?
    var didSetFrameSize = 0
    /// `override var isSelected: Bool { didSet { … } }`: the superclass's property that holds the value
    /// (its setter runs between the observers).
    var inherited: VarDecl?
    /// The same field without observers: what the declaring type's own initializers assign, as in Swift.
    var storage: VarDecl?
}

/// The slots of a local variable's observer closures (see `Checker.observeLocal`).
struct LocalObservers {
    var willSet: Int?
    var didSet: Int?
}

extension VarDecl {
    /// An `override var` with only observers adds no storage of its own.
    var observesInheritedProperty: Bool { isOverride && observers != nil && getterSyntax == nil && native == nil }
}
