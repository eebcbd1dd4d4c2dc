import SwiftSyntax

/// `willSet` and `didSet` of a stored property (instance, static or global), or of an overridden one.
final class PropertyObservers {
    var willSetSyntax: CodeBlockSyntax?
    var willSetName = "newValue"
    var didSetSyntax: CodeBlockSyntax?
    var didSetName = "oldValue"
    /// A prelude property's observers, checked when first run, after its other accessors (see
    /// `Checker+LazyPreludeBodies.swift`): the checked bodies below are read through accessors that check them.
    var uncheckedBodies: (() -> Void)?
    private var checkedWillSet: [Stmt]?
    private var checkedWillSetFrameSize = 0
    private var checkedDidSet: [Stmt]?
    private var checkedDidSetFrameSize = 0
    private var checkedInherited: VarDecl?
    /// The same field without observers: what the declaring type's own initializers assign, as in Swift.
    var storage: VarDecl?

    @inline(__always)
    private func checkBodiesIfPending() {
        if let check = uncheckedBodies { check() }
    }

    var willSet: [Stmt]? {
        get {
            checkBodiesIfPending()
            return checkedWillSet
        }
        set { checkedWillSet = newValue }
    }
    var willSetFrameSize: Int {
        get {
            checkBodiesIfPending()
            return checkedWillSetFrameSize
        }
        set { checkedWillSetFrameSize = newValue }
    }
    var didSet: [Stmt]? {
        get {
            checkBodiesIfPending()
            return checkedDidSet
        }
        set { checkedDidSet = newValue }
    }
    var didSetFrameSize: Int {
        get {
            checkBodiesIfPending()
            return checkedDidSetFrameSize
        }
        set { checkedDidSetFrameSize = newValue }
    }
    /// `override var isSelected: Bool { didSet { … } }`: the superclass's property that holds the value
    /// (its setter runs between the observers).
    var inherited: VarDecl? {
        get {
            checkBodiesIfPending()
            return checkedInherited
        }
        set { checkedInherited = newValue }
    }
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
