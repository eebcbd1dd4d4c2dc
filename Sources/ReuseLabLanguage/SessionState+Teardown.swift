/// A world's declarations refer to one another in cycles by design (a method returning its own type, a
/// recursive function whose body calls itself, a closure stored in a global that captures its frame), so
/// reference counting alone never frees a discarded world: every `:reset`, `:undo` and `:redo` leaked the
/// whole prelude (about 1.7 MB). A world being dropped breaks its cycles first.
extension SessionState {
    func tearDown() {
        for decl in types.allDeclarations() { decl.dropMembers() }
        for function in types.functions.declaredSoFar { function.dropBody() }
        for extensions in types.protocolExtensions.values {
            for e in extensions {
                e.dropPendingMembers()
                for method in e.methods { method.dropBody() }
                for initializer in e.initializers { initializer.dropBody() }
                for property in e.properties { property.dropAccessors() }
            }
        }
        types.types = [:]
        types.functions = TopLevelFunctions()
        types.globals = [:]
        types.protocolExtensions = [:]
        types.typealiases = [:]
        interpreter.globals = []
        interpreter.natives = [:]
        interpreter.output = { _ in }
        interpreter.sim = nil
        host = nil
        preludeCheckers = []
        onOutput = nil
        onEvent = nil
    }
}

extension TypeWorld {
    /// Every declared type, nested ones included.
    func allDeclarations() -> [NominalDecl] {
        var found: [NominalDecl] = []
        var seen = Set<ObjectIdentifier>()
        var pending = Array(types.values)
        while let decl = pending.popLast() {
            guard seen.insert(ObjectIdentifier(decl)).inserted else { continue }
            found.append(decl)
            pending.append(contentsOf: decl.nestedTypes.values)
        }
        return found
    }
}

extension NominalDecl {
    func dropMembers() {
        dropPendingMembers()
        for method in methods.values.joined() { method.dropBody() }
        for initializer in initializers { initializer.dropBody() }
        for property in properties.values.joined() { property.dropAccessors() }
        methods = [:]
        initializers = []
        properties = [:]
        cases = [:]
        caseOrder = []
        nestedTypes = [:]
        typealiases = [:]
        superclass = nil
        conformances = []
        conformancesWorkedOut = nil
        protocolClosureWorkedOut = nil
        storedProperties = []
        genericParams = []
        dispatchCache = [:]
    }
}

extension FuncDecl {
    func dropBody() {
        body = nil
        uncheckedBody = nil
        params = []
        genericParams = []
        resultType = .void
    }
}

extension VarDecl {
    func dropAccessors() {
        uncheckedAccessors = nil
        observers?.uncheckedBodies = nil
        getter = nil
        setter = nil
        initialValue = nil
        type = .void
    }
}
