/// The top-level functions of a world, by name, in the order they were declared. A prelude's wait for their first
/// lookup by name (`FunctionOnFirstLookup`), as a prelude type's members do: a start declared the signatures of 75
/// functions of the Swift prelude, a fifth of a `run` of `print(1)`, for the few a script calls. Read a name's
/// functions through `TypeWorld.functions(named:)`, which declares those that wait.
struct TopLevelFunctions {
    /// The functions declared so far, by name. Those of a name that waits come after these, so a name's
    /// functions are these followed by `waiting`'s.
    private(set) var declared: [String: [FuncDecl]] = [:]
    /// A prelude's functions not declared yet, by name.
    private(set) var waiting: [String: [FunctionOnFirstLookup]] = [:]

    /// Every name with a function, declared or waiting.
    var names: Set<String> { Set(declared.keys).union(waiting.keys) }

    /// How many functions are named `name`, declared or waiting.
    func count(named name: String) -> Int {
        (declared[name]?.count ?? 0) + (waiting[name]?.count ?? 0)
    }

    /// The functions declared so far (a waiting function's, once its first lookup declared it).
    var declaredSoFar: [FuncDecl] {
        Array(declared.values.joined()) + waiting.values.joined().compactMap(\.declaredFunction)
    }

    /// Adds a function after the others of its name (after those that wait, if any still do).
    mutating func append(_ function: FuncDecl) {
        if waiting[function.name] == nil {
            declared[function.name, default: []].append(function)
        } else {
            waiting[function.name]?.append(FunctionOnFirstLookup(declared: function))
        }
    }

    /// Keeps the functions named `name` that `keep` accepts (of those that wait, the ones declared so far).
    mutating func filter(_ name: String, _ keep: (FuncDecl) -> Bool) {
        declared[name] = declared[name]?.filter(keep)
        waiting[name] = waiting[name]?.filter { $0.declaredFunction.map(keep) ?? true }
    }

    /// Adds a prelude's function, to be declared on the first lookup of its name.
    mutating func appendOnFirstLookup(_ function: FunctionOnFirstLookup) {
        waiting[function.name, default: []].append(function)
    }

    /// Moves the functions of `name` that waited, now declared, after the others. Nothing is moved when the waiting
    /// list changed meanwhile (another world's names were swapped in while they were declared): it is settled on the
    /// next lookup, from the same declarations.
    mutating func settle(_ name: String, _ functions: [FunctionOnFirstLookup]) {
        guard let current = waiting[name], current.count == functions.count, zip(current, functions).allSatisfy({ $0 === $1 })
        else { return }
        waiting[name] = nil
        declared[name, default: []].append(contentsOf: functions.compactMap(\.declaredFunction))
    }

    /// These functions, and those `loaded` has beyond `base` (a world loaded over `base`), after them.
    func adding(_ loaded: Self, over base: Self) -> Self {
        var merged = self
        for name in loaded.names {
            let loadedAll =
                (loaded.declared[name] ?? []).map(FunctionOnFirstLookup.init(declared:)) + (loaded.waiting[name] ?? [])
            let added = loadedAll.dropFirst(base.count(named: name))
            guard !added.isEmpty else { continue }
            if merged.waiting[name] == nil, added.allSatisfy({ $0.declaredFunction != nil }) {
                merged.declared[name, default: []].append(contentsOf: added.compactMap(\.declaredFunction))
            } else {
                merged.waiting[name, default: []].append(contentsOf: added)
            }
        }
        return merged
    }
}

/// A prelude's top-level function, declared the first time a lookup asks for its name: in the checker of the prelude
/// that wrote it, against that prelude's top-level names (`Checker.functionOnFirstLookup`), once, whichever
/// world's lookup asks first; every world that lists it then has the same declaration.
final class FunctionOnFirstLookup {
    let name: String
    private var declare: (() -> FuncDecl?)?
    private(set) var declaredFunction: FuncDecl?

    init(name: String, declare: @escaping () -> FuncDecl?) {
        self.name = name
        self.declare = declare
    }

    /// One already declared, standing in a waiting list after one that waits.
    init(declared function: FuncDecl) {
        name = function.name
        declaredFunction = function
    }

    /// The declaration, made on the first call.
    var function: FuncDecl? {
        if let declare {
            self.declare = nil
            declaredFunction = declare()
        }
        return declaredFunction
    }
}

extension TypeWorld {
    /// Every top-level function, those that waited declared now (for a test or a tool that reads them all).
    func allFunctions() -> [FuncDecl] {
        functions.names.sorted().flatMap { functions(named: $0) ?? [] }
    }

    /// The top-level functions named `name`, those of a prelude that waited declared now.
    func functions(named name: String) -> [FuncDecl]? {
        guard let waiting = functions.waiting[name] else { return functions.declared[name] }
        // Declared with no access to `functions` under way: a declaration swaps its prelude's names in.
        for function in waiting { _ = function.function }
        functions.settle(name, waiting)
        // A list that changed meanwhile is settled again; its declarations are made.
        return functions.waiting[name] == nil ? functions.declared[name] : self.functions(named: name)
    }
}
