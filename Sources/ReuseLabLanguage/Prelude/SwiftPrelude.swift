/// The parts of the Swift standard library a script meets, written in the subset itself. Natives
/// (`@_native("key")`) are implemented in `Natives*.swift`. A session loads `core` at its start and each of
/// its units when an entry first names it (`PreludeUnits.swift`).
enum SwiftPrelude {
    /// Its files in order: the core's, and the units' where they were before the units were split off.
    static let files = [
        "Swift.swift", "FloatingPoint.swift", "RoundingRules.swift", "Codable.swift", "Foundation.swift",
        "URL.swift", "Lazy.swift", "OptionSet.swift", "Result.swift", "Errors.swift", "ArraySlice.swift",
        "RangeViews.swift", "Reversed.swift", "Zip.swift", "CollectionIndices.swift", "Formatters.swift",
        "StringFoundation.swift", "Calendar.swift", "Printing.swift", "Dispatch.swift", "Concurrency.swift",
        "Split.swift", "SequenceArguments.swift", "DictionaryMerging.swift", "JSON.swift", "Coders.swift",
    ]

    /// The whole library's text (`:source Swift`).
    static let source = PreludeLibrary.joined(files)
}
