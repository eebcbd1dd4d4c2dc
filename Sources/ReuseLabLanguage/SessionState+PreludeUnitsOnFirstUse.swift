import SwiftSyntax

/// The preludes' units (`PreludeUnits.swift`: the Swift prelude's formatters, calendars, URLs, `Result`,
/// Dispatch and concurrency; UIKit's controls, view controllers, compositional layout and diffable data
/// sources; Reusable's storyboard protocols) load as UIKit does: just before checking the first
/// entry whose words (identifiers and keywords) include a name the unit declares or adds to a type that was
/// there before it. An entry can only reach a unit through such a name: what loads before a unit names nothing
/// of it, a unit adds to older types only members an entry must name, and a value or context of a unit's own
/// type comes from one of those names. So what an entry means is the same as if every unit had been loaded at
/// the start, as `SessionState` with `loadsUIKitOnFirstUse: false` (the prelude tests' world) still loads them.
///
/// A unit loaded after the learner's entries is checked against the preludes' top-level names alone, and its
/// function bodies checked later see those names too: a learner's `func max` or `func String` cannot change
/// what the unit's code means.
extension SessionState {
    /// Loads, before the entry is checked, every unit the entry names and not yet loaded.
    func loadPreludeUnitsIfNamed(by words: EntryWords, in tree: SourceFileSyntax) {
        guard topLevelNamesOfPreludes != nil else { return }
        var pending = PreludeUnits.swiftTriggers.filter { !loadedModules.contains($0.unit.key) }
        if loadedModules.contains("UIKit") || UIKitPreludeNames.areNamed(by: words) || imports("Reusable", in: tree.statements) {
            pending += PreludeUnits.uikitTriggers.filter { !loadedModules.contains($0.unit.key) }
        }
        // Reusable's units, only where Reusable is imported: its names mean nothing without it.
        if !loadedModules.contains("Reusable"), pending.contains(where: { $0.unit.module == "Reusable" }),
            !imports("Reusable", in: tree.statements)
        {
            pending.removeAll { $0.unit.module == "Reusable" }
        }
        guard !pending.isEmpty else { return }
        let named = Set(pending.filter { !$0.words.isDisjoint(with: words.identifiersAndKeywords) }.map(\.unit.key))
        // In the order a world that loads everything at its start loads them.
        for unit in PreludeUnits.all where named.contains(unit.key) { loadPreludeUnit(unit) }
    }

    /// Loads the unit, after its module's core and the units its code names.
    func loadPreludeUnit(_ unit: PreludeUnit) {
        guard !loadedModules.contains(unit.key) else { return }
        if unit.module == "UIKit" { loadUIKit() }
        if unit.module == "Reusable" { loadReusable() }
        for dependency in unit.dependencies.compactMap(PreludeUnits.unit(named:)) { loadPreludeUnit(dependency) }
        // The module's file name, as before the units were split off: the call chain tells UIKit calling back
        // into the learner's code by it (`uikitLibraryFiles`).
        let file = "\(unit.module).swift"
        guard let preludeNames = topLevelNamesOfPreludes else {
            load(unit.module, unit.source, file: file, unit: unit.name)
            return
        }
        let learnerNames = types.topLevelNames
        types.topLevelNames = preludeNames
        load(unit.module, unit.source, file: file, unit: unit.name)
        topLevelNamesOfPreludes = types.topLevelNames
        types.topLevelNames = learnerNames.adding(types.topLevelNames, over: preludeNames)
    }

    /// Loads Reusable's core (`import Reusable`), after UIKit's, which it is written against; a world that loads
    /// everything at its start loads Reusable's units with it.
    func loadReusable() {
        guard !loadedModules.contains("Reusable") else { return }
        loadUIKit()
        load("Reusable", ReusablePrelude.core, file: "Reusable.swift")
        if topLevelNamesOfPreludes == nil { for unit in PreludeUnits.reusable { loadPreludeUnit(unit) } }
    }

    /// A nib or storyboard element of a UIKit class whose unit waits to be named (`<switch>`, `<stackView>`):
    /// loads the unit while the entry runs, so the object is of the class UIKit makes (as where every unit
    /// loads at the start) rather than the `UIView` an unknown class falls back to. The entry never named the
    /// class, so nothing it checked changes; a crash in it rebuilds the world, as after any entry that loaded one.
    func loadUIKitUnit(declaring typeName: String) -> NominalDecl? {
        guard topLevelNamesOfPreludes != nil,
            let unit = PreludeUnits.uikitTriggers.first(where: {
                $0.unit.module == "UIKit" && !loadedModules.contains($0.unit.key) && $0.words.contains(typeName)
            })?.unit
        else { return nil }
        // The unit's top level runs on the interpreter mid-entry: the entry's own place stays its crash site.
        let place = interpreter.lastLoc
        loadPreludeUnit(unit)
        interpreter.lastLoc = place
        return types.types[typeName]
    }
}
