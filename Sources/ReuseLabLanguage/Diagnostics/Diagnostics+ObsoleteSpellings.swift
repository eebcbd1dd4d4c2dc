/// Old spellings swiftc still recognises and names the new one for (`attr_availability_renamed`,
/// `availability_obsoleted`, `where_inside_brackets`).
extension Diagnostics {
    /// UIKit's old names are declared `@available(swift, obsoleted: 4.2, …)`; swiftc's note says so at the declaration.
    static func renamed(_ old: String, _ new: String) -> Message {
        error("'\(old)' has been renamed to '\(new)'").withLibraryNote(obsoletedInSwift(old, "4.2"), at: "UIKit.\(old)")
    }
    static func replacedBy(_ old: String, _ replacement: String) -> Message {
        error("'\(old)' is unavailable: '\(old)' has been replaced by '\(replacement)'")
            .withLibraryNote(obsoletedInSwift(old, "4.2"), at: "UIKit.\(old)")
    }
    static var genericWhereClauseObsolete: Message {
        error(
            "'where' clause next to generic parameters is obsolete, must be written following the declaration's type")
    }
}
