/// The names that make a session load a part of the preludes: UIKit's (`UIKitPreludeNames.all`) and each unit's
/// (`PreludeUnits.triggers`). They are read from the preludes' text, which a build fixes, so they are scanned
/// once per build and kept beside the prelude trees (`PreludeTreeCache.wordLists`): scanning them at every start
/// (UIKit's text and every unit's) was a twelfth of a `reuselab run` of `print(1)`.
enum PreludeStartNames {
    /// UIKit's names, then each unit's in the order of `PreludeUnits.all`.
    private static let lists = PreludeTreeCache.standard.wordLists(named: "start-names", count: 1 + PreludeUnits.all.count) {
        scanned().map { $0.sorted() }
    }.lists

    static var uikit: Set<String> { Set(lists[0]) }

    /// The names that load `unit`, one of `PreludeUnits.all`.
    static func words(of unit: PreludeUnit) -> Set<String> {
        guard let index = PreludeUnits.all.firstIndex(where: { $0.key == unit.key }) else { return PreludeUnits.scannedTriggers(of: unit) }
        return Set(lists[1 + index])
    }

    /// The names as the preludes' text gives them, scanned now.
    static func scanned() -> [Set<String>] {
        [UIKitPreludeNames.scannedAll()] + PreludeUnits.all.map(PreludeUnits.scannedTriggers)
    }
}
