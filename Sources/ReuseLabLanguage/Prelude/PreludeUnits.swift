/// Parts of the preludes a session loads only when an entry first names them, as it loads UIKit as a whole (see
/// `SessionState+PreludeUnitsOnFirstUse.swift`): the Swift prelude's Foundation-like code and UIKit's diffable
/// data sources, which most scripts never touch. Each is reached only through a name it declares or adds to
/// another type: it adds no operator function, no protocol extension, no conformance and no initializer to a
/// type that was there before it, declares no protocol the checker searches, and what loads before it names
/// nothing of it (`PreludeUnitsOnFirstUseTests` checks all of that). What stays in the cores is reached
/// without naming it too: literals, `for in`, operators, interpolation, `1...`, `Array(someLazySequence)`,
/// JSON's `String(data:encoding:)` and the `localizedDescription` that names its errors.
struct PreludeUnit {
    /// `Swift/Calendar`, `UIKit/Diffable`: its module, whose core loads first, and its name.
    let module: String
    let name: String
    let files: [String]
    /// The units of its module whose declarations its own code names: loaded before it.
    let dependencies: [String]
    /// Words that reach it without being a name it declares: `async`/`await` reach `Task`'s machinery.
    let keywords: Set<String>

    var key: String { "\(module)/\(name)" }
    var source: String { PreludeLibrary.joined(files) }
}

enum PreludeUnits {
    /// In the order a world that loads everything at its start loads them (a unit after those it depends on;
    /// the Swift prelude's before UIKit's core, UIKit's after it).
    static let all: [PreludeUnit] = [
        PreludeUnit(module: "Swift", name: "Formatters", files: ["Formatters.swift"], dependencies: [], keywords: []),
        PreludeUnit(module: "Swift", name: "Calendar", files: ["Calendar.swift"], dependencies: ["Formatters"], keywords: []),
        PreludeUnit(module: "Swift", name: "URL", files: ["URL.swift"], dependencies: [], keywords: []),
        PreludeUnit(module: "Swift", name: "Result", files: ["Result.swift"], dependencies: [], keywords: []),
        PreludeUnit(module: "Swift", name: "Dispatch", files: ["Dispatch.swift"], dependencies: [], keywords: []),
        PreludeUnit(
            module: "Swift", name: "Concurrency", files: ["Concurrency.swift"], dependencies: [],
            keywords: ["async", "await", "actor", "nonisolated", "isolated", "Sendable"]),
        PreludeUnit(
            module: "UIKit", name: "Diffable",
            files: ["UIKitDiffable.swift", "UIKitSectionSnapshots.swift", "UIKitDiffableOutlines.swift"],
            dependencies: [], keywords: []),
    ]

    static var swift: [PreludeUnit] { all.filter { $0.module == "Swift" } }
    static var uikit: [PreludeUnit] { all.filter { $0.module == "UIKit" } }

    static func unit(named name: String) -> PreludeUnit? { all.first { $0.name == name } }

    /// The Swift prelude's units whose declared names UIKit's prelude text uses: loaded before it. Only a
    /// keyboard type's `case URL` uses one, which needs no unit, but loading the small one costs less than a rule.
    static let namedByUIKit = ["URL"]

    /// The names that make an entry load each unit, read from its text once per build (`PreludeStartNames`).
    static let triggers: [(unit: PreludeUnit, words: Set<String>)] = Array(zip(all, PreludeStartNames.units))

    /// The names that make an entry load `unit`, scanned from its text now.
    static func scannedTriggers(of unit: PreludeUnit) -> Set<String> {
        PreludeDeclaredNames.of(unit.source).union(unit.keywords)
    }

    /// The module's files without its units' files.
    static func core(of files: [String]) -> String {
        let inUnits = Set(all.flatMap(\.files))
        return PreludeLibrary.joined(files.filter { !inUnits.contains($0) })
    }
}

extension SwiftPrelude {
    /// The Swift prelude's text without its units: what every session loads at its start.
    static let core = PreludeUnits.core(of: files)
}
