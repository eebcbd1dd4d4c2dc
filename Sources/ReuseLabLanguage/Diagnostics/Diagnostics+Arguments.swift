/// An argument of the wrong type, and a subscript no candidate matches (swiftc's `cannot_convert_argument_value`,
/// `no_candidates_match_argument_type`).
extension Diagnostics {
    static func cannotConvertArgument(_ from: String, to expected: String) -> Message {
        error("cannot convert value of type '\(from)' to expected argument type '\(expected)'")
    }

    /// swiftc's text ends with a space where an overloaded subscript's name would be.
    static let noExactMatchesInSubscript = error("no exact matches in call to subscript ")

    /// `s[0]`: String's Int subscript is declared unavailable, with this message.
    static let stringSubscriptedWithInt = error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
}
