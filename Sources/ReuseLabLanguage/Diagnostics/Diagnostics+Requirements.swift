/// A generic member used where its element type lacks a conformance (swiftc's `type_does_not_conform_decl_owner`,
/// worded for a protocol extension's method; the label swiftc asks for when `contains(_:)` cannot apply is
/// `missingArgumentLabel`, in `Diagnostics+Arguments.swift`).
extension Diagnostics {
    /// `cells.sorted()`: "referencing instance method 'sorted()' on 'Sequence' requires that 'Cell' conform to 'Comparable'".
    static func memberRequiresConformance(_ member: String, on owner: String, _ type: String, _ proto: String) -> Message {
        error("referencing instance method '\(member)' on '\(owner)' requires that '\(type)' conform to '\(proto)'")
    }
}
