/// Parts of the Swift prelude a session loads only when an entry first names them, as it loads UIKit (see
/// `SessionState+PreludeUnitsOnFirstUse.swift`). Each is Foundation-like code most scripts never touch, and each
/// is reached only through a name it declares: it adds no operator function, no protocol extension, no
/// conformance and no unlabelled initializer to a type of the core, and the core names nothing of it
/// (`PreludeUnitsOnFirstUseTests` checks both). What stays in the core (`SwiftPrelude.core`) is reached without
/// naming it too: literals, `for in`, operators, interpolation, `1...`, `Array(someLazySequence)`, and the
/// `localizedDescription` that names the JSON errors.
struct SwiftPreludeUnit {
    /// Its name, also the file name its diagnostics and run-time places use (`Calendar.swift`).
    let name: String
    let files: [String]
    /// The units whose declarations its own code names: loaded before it.
    let dependencies: [String]
    /// Words that reach it without being a name it declares: `async`/`await` reach `Task`'s machinery.
    let keywords: Set<String>

    var source: String { files.map(PreludeLibrary.file).joined(separator: "\n") }
}

extension SwiftPrelude {
    /// In the order an eager world loads them (a unit after those it depends on).
    static let units: [SwiftPreludeUnit] = [
        SwiftPreludeUnit(name: "Formatters", files: ["Formatters.swift"], dependencies: [], keywords: []),
        SwiftPreludeUnit(name: "Calendar", files: ["Calendar.swift"], dependencies: ["Formatters"], keywords: []),
        SwiftPreludeUnit(name: "URL", files: ["URL.swift"], dependencies: [], keywords: []),
        SwiftPreludeUnit(name: "Result", files: ["Result.swift"], dependencies: [], keywords: []),
        SwiftPreludeUnit(name: "Dispatch", files: ["Dispatch.swift"], dependencies: [], keywords: []),
        SwiftPreludeUnit(
            name: "Concurrency", files: ["Concurrency.swift"], dependencies: [],
            keywords: ["async", "await", "actor", "nonisolated", "isolated", "Sendable"]),
    ]

    static func unit(named name: String) -> SwiftPreludeUnit? { units.first { $0.name == name } }

    /// The units whose declared names UIKit's prelude text uses: loaded before it. Only a keyboard type's
    /// `case URL` uses one, which needs no unit, but loading the small one costs less than a rule to tell.
    static let unitsUIKitNames = ["URL"]

    /// The Swift prelude's text without its units.
    static let core: String = {
        let inUnits = Set(units.flatMap(\.files))
        return files.filter { !inUnits.contains($0) }.map(PreludeLibrary.file).joined(separator: "\n")
    }()

    /// The names that make an entry load each unit, read from its text once per process.
    static let unitTriggers: [(unit: SwiftPreludeUnit, words: Set<String>)] = units.map { unit in
        (unit, PreludeDeclaredNames.of(unit.source).union(unit.keywords))
    }
}
