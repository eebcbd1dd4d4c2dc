/// ReuseLab's boundary around `#selector` (its own words, not swiftc's): what target–action does not cover yet.
extension Diagnostics {
    static let selectorUnsupported = error("'#selector' is not supported in ReuseLab yet")
    static let selectorArgumentUnsupported = error("this '#selector' argument is not supported in ReuseLab yet")
}
