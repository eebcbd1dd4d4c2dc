/// ReuseLab's own implementation of the Reusable library's public API (AliSoftware/Reusable 4.x), loaded by
/// `import Reusable`. Written here from the library's documented behaviour; its fatal error texts are verbatim.
enum ReusablePrelude {
    static let source = PreludeLibrary.file("Reusable.swift")
}
