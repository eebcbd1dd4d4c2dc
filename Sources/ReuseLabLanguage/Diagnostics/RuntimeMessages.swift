/// The Swift runtime's words for traps raised by the standard library's natives (after `Fatal error: `),
/// copied from a swiftc-built program's output.
enum RuntimeMessages {
    /// `s[s.endIndex]`, `s.index(after: s.endIndex)`, `s.index(s.startIndex, offsetBy: 99)`.
    static let stringIndexOutOfBounds = "String index is out of bounds"
    /// `slice[i]` outside the slice's own indices (`items.dropFirst()[0]`).
    static let sliceIndexOutOfBounds = "Index out of bounds"
    /// `items[a..<b]` with a bound outside the array.
    static let arrayRangeOutOfRange = "Array index is out of range"
}
