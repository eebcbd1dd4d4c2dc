/// A generic member used where its element type lacks a conformance (swiftc's `type_does_not_conform_decl_owner`,
/// worded for a protocol extension's method). When `contains(_:)` cannot apply, swiftc asks for `contains(where:)`'s
/// label: `missingArgumentLabel`.
extension Diagnostics {
    /// `cells.sorted()`: "referencing instance method 'sorted()' on 'Sequence' requires that 'Cell' conform to 'Comparable'".
    static func memberRequiresConformance(_ member: String, on owner: String, _ type: String, _ proto: String) -> Message {
        error("referencing instance method '\(member)' on '\(owner)' requires that '\(type)' conform to '\(proto)'")
    }
}
