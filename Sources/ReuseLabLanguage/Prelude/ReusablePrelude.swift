/// ReuseLab's own implementation of the Reusable library's public API (AliSoftware/Reusable 4.x), loaded by
/// `import Reusable`. Written here from the library's documented behaviour; its fatal error texts are verbatim.
/// Its storyboard protocols are a unit (`PreludeUnits`), loaded with UIKit's view controllers when named.
enum ReusablePrelude {
    static let files = ["Reusable.swift", "ReusableStoryboards.swift"]

    /// The whole module's text (`:source Reusable`).
    static let source = files.map(PreludeLibrary.file).joined(separator: "\n")

    /// Without its units: what `import Reusable` loads.
    static let core = PreludeUnits.core(of: files)
}
