/// The Swift runtime's words for traps raised by the standard library's natives (after `Fatal error: `),
/// copied from a swiftc-built program's output.
enum RuntimeMessages {
    /// `s[s.endIndex]`, `s.index(after: s.endIndex)`, `s.index(s.startIndex, offsetBy: 99)`.
    static let stringIndexOutOfBounds = "String index is out of bounds"
}
