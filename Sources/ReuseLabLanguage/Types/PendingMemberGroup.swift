import SwiftSyntax

/// One of a prelude type's member declarations left for first use (see `Checker+PreludeMembersOnFirstUse.swift`):
/// a type's body or an extension, whose members can be declared a name at a time, or a step that only runs
/// whole (the type's completion).
///
/// Asking a type for members of one name (`NominalDecl.declarePendingMembers(named:)`) declares first what
/// every member table and the type's layout depend on (stored properties, initializers, cases, the
/// completion: its *core*), then the methods, subscripts and computed or static properties of that name
/// alone, in the order an eager load declares them. A script that calls `register` on a table view no longer
/// declares the hundred other members of `UITableView` and its superclasses.
final class PendingMemberGroup {
    /// A member of a body or an extension, with the names a lookup finds it by when it can wait for one of
    /// them (nil: it belongs to the type's core).
    struct Member {
        let namesWhenDeferred: [String]?
        /// The declaration, read when it is declared: a prelude's cached tree decodes a member that waits only
        /// then (`DeferredBodies.member`), so a lookup decodes the members it declares and no others.
        private let read: () -> DeclSyntax?

        init(namesWhenDeferred: [String]?, read: @escaping () -> DeclSyntax?) {
            self.namesWhenDeferred = namesWhenDeferred
            self.read = read
        }

        var syntax: DeclSyntax? { read() }
    }

    enum Step {
        /// The type's completion (fields, inferred associated types, implicit initializers), part of its core.
        case completion
        /// A body or an extension, split into its members on the first lookup by name.
        case members
    }

    let step: Step
    /// Declares these members (all of them for the completion, which ignores the list) apart from
    /// whatever the checker is doing; returns the checks of what it declared, to run once the lookup that
    /// asked has declared everything it needs.
    let declare: ([Member]) -> (() -> Void)?
    /// For a completion: the names whose members it looks up (the requirements an associated type is inferred
    /// from), declared before it as an eager load would have declared them.
    let namesReadFirst: (() -> [String])?
    /// Lists a body's or an extension's members, when it is declared or first looked up by name (with the names a
    /// lookup finds each by when asked: a group declared whole needs none).
    private let listMembers: ((_ withNames: Bool) -> [Member])?
    private var listed: [Member]?
    /// Whether the core members of a split group are declared.
    private(set) var coreDeclared = false

    init(
        step: Step, listMembers: ((_ withNames: Bool) -> [Member])? = nil, namesReadFirst: (() -> [String])? = nil,
        declare: @escaping ([Member]) -> (() -> Void)?
    ) {
        self.step = step
        self.listMembers = listMembers
        self.namesReadFirst = namesReadFirst
        self.declare = declare
    }

    /// The members not declared yet, in order, split (with their names) on the first lookup by name.
    private var remaining: [Member] {
        if let listed { return listed }
        let members = listMembers?(true) ?? []
        listed = members
        return members
    }

    /// Declares everything left; the group is done after it. (A group never split needs no names.)
    func declareEverything() -> (() -> Void)? {
        let members = listed ?? listMembers?(false) ?? []
        listed = []
        return declare(step == .members ? members : [])
    }

    /// Declares the core members left (the first time only).
    func declareCore() -> (() -> Void)? {
        guard step == .members, !coreDeclared else { return nil }
        coreDeclared = true
        return declareTaking { $0.namesWhenDeferred == nil }
    }

    /// Declares the deferred members that a lookup of `name` finds.
    func declareDeferred(named name: String) -> (() -> Void)? {
        declareTaking { $0.namesWhenDeferred?.contains(name) == true }
    }

    /// True when nothing is left to declare.
    var isDone: Bool { listed?.isEmpty == true }

    private func declareTaking(_ belongs: (Member) -> Bool) -> (() -> Void)? {
        let members = remaining
        let taken = members.filter(belongs)
        guard !taken.isEmpty else { return nil }
        // Taken off before declaring, so that nothing the declarations reach can declare them a second time.
        listed = members.filter { !belongs($0) }
        return declare(taken)
    }
}
