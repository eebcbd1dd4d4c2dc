/// The parts of the Swift standard library a script meets, written in the subset itself. Natives
/// (`@_native("key")`) are implemented in `Natives*.swift`.
enum SwiftPrelude {
    static let source =
        PreludeLibrary.file("Swift.swift") + "\n" + PreludeLibrary.file("FloatingPoint.swift") + "\n"
        + PreludeLibrary.file("RoundingRules.swift")
        + "\n" + PreludeLibrary.file("Codable.swift")
        + "\n" + PreludeLibrary.file("Foundation.swift") + "\n" + PreludeLibrary.file("URL.swift")
        + "\n" + PreludeLibrary.file("Lazy.swift") + "\n" + PreludeLibrary.file("OptionSet.swift")
        + "\n" + PreludeLibrary.file("Result.swift") + "\n" + PreludeLibrary.file("Errors.swift")
        + "\n" + PreludeLibrary.file("ArraySlice.swift") + "\n" + PreludeLibrary.file("RangeViews.swift") + "\n"
        + PreludeLibrary.file("Reversed.swift") + "\n"
        + PreludeLibrary.file("Zip.swift")
        + "\n" + PreludeLibrary.file("CollectionIndices.swift")
        + "\n" + PreludeLibrary.file("Formatters.swift") + "\n" + PreludeLibrary.file("StringFoundation.swift")
        + "\n" + PreludeLibrary.file("Calendar.swift")
        + "\n" + PreludeLibrary.file("Printing.swift")
        + "\n" + PreludeLibrary.file("Dispatch.swift") + "\n" + PreludeLibrary.file("Concurrency.swift")
        + "\n" + PreludeLibrary.file("Split.swift") + "\n" + PreludeLibrary.file("SequenceArguments.swift") + "\n"
        + PreludeLibrary.file("DictionaryMerging.swift")
        + "\n" + PreludeLibrary.file("JSON.swift") + "\n" + PreludeLibrary.file("Coders.swift")
}
