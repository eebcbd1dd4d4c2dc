/// Parts of the preludes a session loads only when an entry first names them, as it loads UIKit as a whole (see
/// `SessionState+PreludeUnitsOnFirstUse.swift`): the Swift prelude's Foundation-like code, and UIKit's
/// controls, view controllers, compositional layout and diffable data sources, and Reusable's storyboard
/// protocols, which most scripts never touch. Each is reached
/// only through a name it declares or adds to another type: it adds no operator function, no protocol
/// extension, no conformance and no initializer to a type that was there before it, declares no protocol the
/// checker searches, and what loads before it names nothing of it (`PreludeUnitsOnFirstUseTests` checks all of
/// that). What stays in the cores is reached without naming it too: literals, `for in`, operators,
/// interpolation, `1...`, `Array(someLazySequence)`, JSON's `String(data:encoding:)` and the
/// `localizedDescription` that names its errors. One more way in, at run time: a nib's element (`<switch>`)
/// makes an object of a UIKit class the script never named (`SessionState.loadUIKitUnit(declaring:)`).
struct PreludeUnit {
    /// `Swift/Calendar`, `UIKit/Diffable`: its module, whose core loads first, and its name.
    let module: String
    let name: String
    let files: [String]
    /// The units of its module whose declarations its own code names: loaded before it.
    let dependencies: [String]
    /// Words that reach it without being a name it declares: `async`/`await` reach `Task`'s machinery.
    let keywords: Set<String>
    /// `module/name`, made once: every entry asks which units are loaded by it.
    let key: String

    init(module: String, name: String, files: [String], dependencies: [String], keywords: Set<String>) {
        self.module = module
        self.name = name
        self.files = files
        self.dependencies = dependencies
        self.keywords = keywords
        key = "\(module)/\(name)"
    }

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
        PreludeUnit(module: "UIKit", name: "Controls", files: ["UIKitControls.swift"], dependencies: [], keywords: []),
        PreludeUnit(
            module: "UIKit", name: "Controllers", files: ["UIKitControllers.swift", "UIKitBarItems.swift"], dependencies: [],
            keywords: []),
        PreludeUnit(
            module: "UIKit", name: "CompositionalLayout", files: ["UIKitCompositionalLayout.swift"], dependencies: [],
            keywords: []),
        PreludeUnit(
            module: "UIKit", name: "Diffable",
            files: ["UIKitDiffable.swift", "UIKitSectionSnapshots.swift", "UIKitDiffableOutlines.swift"],
            dependencies: [], keywords: []),
        // Reusable's: only for an entry that imports Reusable, or after one did (its core loads first).
        PreludeUnit(
            module: "Reusable", name: "Storyboards", files: ["ReusableStoryboards.swift"], dependencies: ["Controllers"],
            keywords: []),
    ]

    static var swift: [PreludeUnit] { all.filter { $0.module == "Swift" } }
    static var uikit: [PreludeUnit] { all.filter { $0.module == "UIKit" } }
    static var reusable: [PreludeUnit] { all.filter { $0.module == "Reusable" } }

    static func unit(named name: String) -> PreludeUnit? { all.first { $0.name == name } }

    /// The Swift prelude's units whose declared names UIKit's prelude text uses: loaded before it. Only a
    /// keyboard type's `case URL` uses one, which needs no unit, but loading the small one costs less than a rule.
    static let namedByUIKit = ["URL"]

    /// The names that make an entry load each unit, read from its text once per build (`PreludeStartNames`).
    static var triggers: [(unit: PreludeUnit, words: Set<String>)] { swiftTriggers + uikitTriggers }

    /// The Swift prelude's units' names, read for every entry.
    static let swiftTriggers = triggers(of: swift)

    /// UIKit's and Reusable's, read only once UIKit loads or an entry names it (a script about Swift alone never
    /// makes their sets): a name they add to a core type is reached through a value of it, and their own types'
    /// names are UIKit's names (`UIKitPreludeNames`).
    static let uikitTriggers = triggers(of: all.filter { $0.module != "Swift" })

    private static func triggers(of units: [PreludeUnit]) -> [(unit: PreludeUnit, words: Set<String>)] {
        units.map { unit in (unit, PreludeStartNames.words(of: unit)) }
    }

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
