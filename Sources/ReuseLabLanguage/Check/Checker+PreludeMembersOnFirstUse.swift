import SwiftSyntax

/// A script names a handful of the preludes' hundreds of types, yet declaring every member of every type
/// (making each function's signature, resolving each property's type) was a third of each start. As swiftc
/// loads a module's members lazily, a prelude's types, and the extensions its prelude and later ones add to
/// them, have their members declared the first time anything asks for a member table: pass 1 (names) and
/// pass 2 (headers: generic parameters, superclasses, conformances, written aliases) stay eager. A lookup by
/// name (`methods(named:)`, `properties(named:)`) goes further: it declares the type's core and the members of
/// that name alone (`PendingMemberGroup`), so calling `register` declares none of `UITableView`'s other methods.
/// A prelude's top-level functions wait the same way, each name until its first lookup (`TopLevelFunctions`).
///
/// `NominalDecl` keeps its member tables private behind accessors that run the pending declarations first,
/// so the checker, the interpreter and the shell cannot see a table before it is complete. The declarations
/// run in the order an eager load runs them (the type's body, each extension, then the completion: fields,
/// inferred associated types, implicit initializers), in the checker of the prelude that wrote them, against
/// that prelude's top-level names, as deferred bodies are (`Checker+LazyPreludeBodies.swift`): what a member
/// means cannot depend on when, or in which entry, it was first asked for. The learner's own types stay eager,
/// so their errors belong to the entry that declared them. `PreludeMembersOnFirstUseTests` compares a lazy
/// world with an eager one, and `PreludeBodyTests` declares every member eagerly, so laziness hides no error.
extension Checker {
    /// Runs `declare` now for the learner's types (and when the prelude is loaded eagerly); for a prelude's type,
    /// on first use of the members of `decl`, whole: the type's completion.
    func declareMembersOfPreludeOnFirstUse(
        _ decl: NominalDecl, step: PendingMemberGroup.Step, namesReadFirst: (() -> [String])? = nil,
        _ declare: @escaping (Checker) -> Void
    ) {
        guard defersPreludeMembers, context.kind == .topLevel else {
            declare(self)
            return
        }
        let group = PendingMemberGroup(step: step, namesReadFirst: namesReadFirst) { [weak self] _ in
            self?.declareOnFirstUse(declare)
        }
        decl.declareMembersOnFirstUse(group)
    }

    /// The same for a body's or an extension's members, which a lookup by name may declare a few at a time.
    func declareMembersOfPreludeOnFirstUse(
        _ decl: NominalDecl, membersOf group: some DeclGroupSyntax, _ declare: @escaping (Checker, [DeclSyntax]) -> Void
    ) {
        pendingGroup(of: group, declare).map(decl.declareMembersOnFirstUse)
    }

    /// The same for a protocol extension's members, after the protocol's own requirements; a lookup by name
    /// declares its initializers and that name's members.
    func declareMembersOfPreludeOnFirstUse(
        _ group: ProtocolExtension, membersOf ext: ExtensionDeclSyntax, _ declare: @escaping (Checker, [DeclSyntax]) -> Void
    ) {
        pendingGroup(of: ext, first: { group.proto.declareMembersIfPending() }, declare).map(group.declareMembersOnFirstUse)
    }

    /// The declarations of a type's or an extension's members, in order, with `#if` blocks resolved. A prelude tree
    /// read from the cache leaves most of them out and lists them apart (`DeferredBodies.members(of:)`): they are
    /// decoded here, when they are first declared.
    func memberDecls(of group: some DeclGroupSyntax) -> [DeclSyntax] {
        deferredMemberDecls(of: group) ?? activeMembers(group.memberBlock.members).map(\.decl)
    }

    /// The same as written: an `#if` block is one declaration.
    func writtenMemberDecls(of group: some DeclGroupSyntax) -> [DeclSyntax] {
        deferredMemberDecls(of: group) ?? group.memberBlock.members.map(\.decl)
    }

    /// The members a cached prelude tree lists apart (never in an `#if`), decoded; nil when the tree has them.
    private func deferredMemberDecls(of group: some DeclGroupSyntax) -> [DeclSyntax]? {
        let node = Syntax(group)
        return DeferredBodies.shared.members(of: node)?.compactMap { DeferredBodies.shared.member($0, of: node) }
    }

    /// A type's member block, braces included (a cached prelude tree's is read whole).
    func memberBlock<Group: DeclGroupSyntax>(of group: Group) -> MemberBlockSyntax {
        // The whole declaration is of the same kind: `as(Group.self)` checks the kind, where `asProtocol` would ask
        // the runtime for a conformance (a scan of every conformance record the first time for each kind).
        DeferredBodies.shared.whole(Syntax(group))?.as(Group.self)?.memberBlock ?? group.memberBlock
    }

    /// The group of `syntax`'s members left for first use, or nil when they were declared now (the learner's, or an
    /// eager load's). `first` runs before the group's first declaration.
    private func pendingGroup(
        of syntax: some DeclGroupSyntax, first: @escaping () -> Void = {}, _ declare: @escaping (Checker, [DeclSyntax]) -> Void
    ) -> PendingMemberGroup? {
        guard defersPreludeMembers, context.kind == .topLevel else {
            declare(self, memberDecls(of: syntax))
            return nil
        }
        return PendingMemberGroup(
            step: .members,
            listMembers: { [weak self] withNames in self?.pendingMembers(of: syntax, withNames: withNames) ?? [] },
            declare: { [weak self] members in
                first()
                return self?.declareOnFirstUse { declare($0, members.compactMap(\.syntax)) }
            })
    }

    /// The members of a group left for first use. A prelude's cached tree lists them without their syntax, each
    /// with the names it is looked up by (`DeferredBodies.members(of:)`): only those declared are decoded.
    private func pendingMembers(of group: some DeclGroupSyntax, withNames: Bool) -> [PendingMemberGroup.Member] {
        let node = Syntax(group)
        if let listed = DeferredBodies.shared.members(of: node) {
            return listed.map { member in
                PendingMemberGroup.Member(namesWhenDeferred: withNames ? member.names : nil) {
                    DeferredBodies.shared.member(member, of: node)
                }
            }
        }
        return activeMembers(group.memberBlock.members).map { item in
            let decl = item.decl
            return PendingMemberGroup.Member(namesWhenDeferred: withNames ? DeferredMemberNames.of(decl) : nil) { decl }
        }
    }

    /// A prelude's top-level function, declared on the first lookup of its name (`TopLevelFunctions`) as a member is:
    /// apart from whatever this checker does then, against the prelude's top-level names, its body left for its first
    /// call.
    func functionOnFirstLookup(_ f: FunctionDeclSyntax) -> FunctionOnFirstLookup {
        FunctionOnFirstLookup(name: f.lookupName) { [weak self] in
            var declared: FuncDecl?
            let checks = self?.declareOnFirstUse { checker in
                declared = checker.makeFunction(f, owner: nil, home: .type, scope: TypeScope())
                if let declared { checker.pendingFunctions.append(declared) }
            }
            checks?()
            return declared
        }
    }

    /// Runs a pending declaration apart from whatever this checker is doing now (it may be in the middle of its
    /// own load, or of a body checked on first call). Returns the checks of what it declared, which run once
    /// the type's every pending declaration has, as they run after every declaration in a load.
    private func declareOnFirstUse(_ declare: (Checker) -> Void) -> () -> Void {
        let (functions, variables) = apart { checker in
            declare(checker)
            return (checker.pendingFunctions, checker.pendingVariables)
        }
        return { [weak self] in
            self?.apart { checker in
                checker.pendingFunctions = functions
                checker.pendingVariables = variables
                // Bodies are left for first use, as a load leaves them; what cannot wait is checked now.
                checker.flushPendingDeclarations()
                while !checker.pendingBodies.isEmpty {
                    let bodies = checker.pendingBodies
                    checker.pendingBodies = []
                    for body in bodies { body() }
                }
            }
        }
    }

    /// Runs `work` against the prelude's top-level names, with this checker's work in progress set aside.
    /// Its errors (there should be none) are the prelude's: reported as a deferred body's are, never the entry's.
    private func apart<Result>(_ work: (Checker) -> Result) -> Result {
        let current = namesAtLoad == nil ? nil : world.topLevelNames
        if let namesAtLoad { world.topLevelNames = namesAtLoad }
        defer { if let current { world.topLevelNames = current } }
        let outerFunctions = pendingFunctions
        let outerVariables = pendingVariables
        let outerBodies = pendingBodies
        let outerContext = context
        pendingFunctions = []
        pendingVariables = []
        pendingBodies = []
        context = FunctionContext(parent: nil, kind: .topLevel, returnType: .void)
        let errorsBefore = diagnostics.count
        let result = work(self)
        pendingFunctions = outerFunctions
        pendingVariables = outerVariables
        pendingBodies = outerBodies
        context = outerContext
        // At load, the prelude's own report shows them.
        if namesAtLoad != nil, diagnostics.count > errorsBefore { reportDeferredErrors(Array(diagnostics[errorsBefore...])) }
        return result
    }
}
