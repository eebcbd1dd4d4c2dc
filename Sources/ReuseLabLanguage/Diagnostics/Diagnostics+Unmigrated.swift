/// Messages still spelled where they are raised. `CatalogueTests` counts them and fails when the count
/// grows; each one moved into a `Diagnostics+*.swift` file lowers it.
extension Diagnostics {
    static func unmigrated(_ text: String) -> Message { error(text) }
}
