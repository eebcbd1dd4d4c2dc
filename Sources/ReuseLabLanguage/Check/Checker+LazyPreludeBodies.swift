/// The preludes declare over a thousand functions and methods, and a session calls few of them: checking
/// every body was a sixth of each start (and of each rollback, which builds a new world). A prelude's
/// declarations and signatures are still checked at load; each function body is checked when the
/// interpreter first needs it (`FuncDecl.checkBodyIfPending`).
///
/// A deferred body sees the world's top-level names as they were when its prelude finished loading, as an
/// eager check would have: a learner's later `func min`, or a class named like a UIKit one, cannot change
/// what a prelude body means. `PreludeBodyTests` checks every body eagerly, so laziness hides no error.
extension Checker {
    func deferBody(of fn: FuncDecl) {
        fn.uncheckedBody = { [weak self] in self?.checkDeferredBody(fn) }
    }

    private func checkDeferredBody(_ fn: FuncDecl) {
        let current = world.topLevelNames
        if let namesAtLoad { world.topLevelNames = namesAtLoad }
        defer { world.topLevelNames = current }
        let errorsBefore = diagnostics.count
        let savedContext = context
        checkFunctionBody(fn)
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
        var functions: [String: [FuncDecl]]
        var globals: [String: GlobalVar]
        var protocolExtensions: [ObjectIdentifier: [ProtocolExtension]]
        var hasUserOperatorMethods: Bool
    }

    var topLevelNames: TopLevelNames {
        get {
            TopLevelNames(
                types: types, typealiases: typealiases, functions: functions, globals: globals,
                protocolExtensions: protocolExtensions, hasUserOperatorMethods: hasUserOperatorMethods)
        }
        set {
            types = newValue.types
            typealiases = newValue.typealiases
            functions = newValue.functions
            globals = newValue.globals
            protocolExtensions = newValue.protocolExtensions
            hasUserOperatorMethods = newValue.hasUserOperatorMethods
        }
    }
}
