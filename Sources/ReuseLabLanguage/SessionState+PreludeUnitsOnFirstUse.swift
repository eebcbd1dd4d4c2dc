import SwiftSyntax

/// The Swift prelude's units (`SwiftPreludeUnits.swift`: formatters, calendars, URLs, `Result`, Dispatch,
/// concurrency) load as UIKit does: just before checking the first entry whose words (identifiers and
/// keywords) include a name the unit declares, its members, cases and argument labels included. An entry can
/// only reach a unit through such a name: the core names nothing of a unit, a unit adds to the core's types
/// only members an entry must name, and a value of a unit's type comes from a name of the unit. So what an
/// entry means is the same as if every unit had been loaded at the start, as `SessionState` with
/// `loadsUIKitOnFirstUse: false` (the prelude tests' world) still loads them.
///
/// A unit loaded after the learner's entries is checked against the preludes' top-level names alone, and its
/// function bodies checked later see those names too: a learner's `struct Locale` or `func max` cannot change
/// what the unit's code means.
extension SessionState {
    /// Loads, before the entry is checked, every unit the entry names and not yet loaded.
    func loadPreludeUnitsIfNamed(in tree: SourceFileSyntax) {
        guard topLevelNamesOfPreludes != nil else { return }
        let pending = SwiftPrelude.unitTriggers.filter { !loadedModules.contains("Swift/\($0.unit.name)") }
        guard !pending.isEmpty else { return }
        var named: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier, .keyword: break
            default: continue
            }
            let text = token.text.hasPrefix("`") ? String(token.text.dropFirst().dropLast()) : token.text
            for (unit, words) in pending where words.contains(text) { named.insert(unit.name) }
            if named.count == pending.count { break }
        }
        // In the eager world's order, so that units load the same way whichever entry named them.
        for unit in SwiftPrelude.units where named.contains(unit.name) { loadPreludeUnit(unit) }
    }

    /// Loads the unit, after the units its code names.
    func loadPreludeUnit(_ unit: SwiftPreludeUnit) {
        guard !loadedModules.contains("Swift/\(unit.name)") else { return }
        for dependency in unit.dependencies.compactMap(SwiftPrelude.unit(named:)) { loadPreludeUnit(dependency) }
        guard let preludeNames = topLevelNamesOfPreludes else {
            load("Swift", unit.source, file: "\(unit.name).swift", unit: unit.name)
            return
        }
        let learnerNames = types.topLevelNames
        types.topLevelNames = preludeNames
        load("Swift", unit.source, file: "\(unit.name).swift", unit: unit.name)
        topLevelNamesOfPreludes = types.topLevelNames
        types.topLevelNames = learnerNames.adding(types.topLevelNames, over: preludeNames)
    }
}
