/// The preludes declare over a thousand functions and methods, and a session calls few of them: checking
/// every body was a sixth of each start (and of each rollback, which builds a new world). A prelude's
/// top-level declarations are checked at load, its types' members when first asked for
/// (`Checker+PreludeMembersOnFirstUse.swift`); each function body is checked when the interpreter first
/// needs it (`FuncDecl.checkBodyIfPending`), and so is each property's initial value and accessors
/// (`VarDecl.checkAccessorsIfPending`, called by reading them).
///
/// A deferred body sees the world's top-level names as they were when its prelude finished loading, as an
/// eager check would have: a learner's later `func min`, or a class named like a UIKit one, cannot change
/// what a prelude body means. `PreludeBodyTests` checks every body eagerly, so laziness hides no error.
extension Checker {
    func deferBody(of fn: FuncDecl) {
        fn.uncheckedBody = { [weak self] in self?.checkDeferredBody(fn) }
    }

    /// A property whose type is written: its initial value and accessors are checked on first read, like a
    /// function body (checking them all was a tenth of each start; a cell's observed properties, a fiftieth of a
    /// cell-reuse script). Its observers wait for the first assignment that runs them: a table's first instance
    /// reads its header, footer and background views' `nil` defaults, and checking their observers then cost
    /// more than the table's own initializer.
    func canDeferAccessors(of v: VarDecl) -> Bool {
        !v.type.isError
    }

    func deferAccessors(of v: VarDecl) {
        v.uncheckedAccessors = { [weak self] in self?.checkDeferred { $0.checkVariable(v, includingObservers: false) } }
        v.observers?.uncheckedBodies = { [weak self, unowned v] in
            v.observers?.uncheckedBodies = nil
            v.checkAccessorsIfPending()
            self?.checkDeferred { $0.checkObservers(of: v) }
        }
    }

    private func checkDeferredBody(_ fn: FuncDecl) {
        checkDeferred { $0.checkFunctionBody(fn) }
    }

    private func checkDeferred(_ check: (Checker) -> Void) {
        let current = world.topLevelNames
        if let namesAtLoad { world.topLevelNames = namesAtLoad }
        defer { world.topLevelNames = current }
        let errorsBefore = diagnostics.count
        let savedContext = context
        check(self)
        while !pendingBodies.isEmpty {
            let bodies = pendingBodies
            pendingBodies = []
            for body in bodies { body() }
        }
        context = savedContext
        if diagnostics.count > errorsBefore { reportDeferredErrors(Array(diagnostics[errorsBefore...])) }
    }
}

extension TypeWorld {
    /// What top-level names mean: swapped in while a deferred prelude body is checked.
    struct TopLevelNames {
        var types: [String: NominalDecl]
        var typealiases: [String: SType]
        var functions: TopLevelFunctions
        var globals: [String: GlobalVar]
        var protocolExtensions: [ObjectIdentifier: [ProtocolExtension]]
        var userOperatorMethods: Set<String>
    }

    var topLevelNames: TopLevelNames {
        get {
            TopLevelNames(
                types: types, typealiases: typealiases, functions: functions, globals: globals,
                protocolExtensions: protocolExtensions, userOperatorMethods: userOperatorMethods)
        }
        set {
            types = newValue.types
            typealiases = newValue.typealiases
            functions = newValue.functions
            globals = newValue.globals
            protocolExtensions = newValue.protocolExtensions
            userOperatorMethods = newValue.userOperatorMethods
        }
    }
}
