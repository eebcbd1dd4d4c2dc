/// The Swift runtime's words for traps raised by the standard library's natives (after `Fatal error: `),
/// copied from a swiftc-built program's output.
enum RuntimeMessages {
    /// `s[s.endIndex]`, `s.index(after: s.endIndex)`, `s.index(s.startIndex, offsetBy: 99)`.
    static let stringIndexOutOfBounds = "String index is out of bounds"
    /// `slice[i]` outside the slice's own indices (`items.dropFirst()[0]`).
    static let sliceIndexOutOfBounds = "Index out of bounds"
    /// `items[a..<b]` with a bound outside the array.
    static let arrayRangeOutOfRange = "Array index is out of range"
    /// `items.removeFirst(k)` and `removeLast(k)` with a negative `k`.
    static let negativeRemovalCount = "Number of elements to remove should be non-negative"
    /// `items.removeFirst(k)` with `k` past the count.
    static let removeFirstPastCount = "Can't remove more items from a collection than it has"
    /// `items.removeLast(k)` with `k` past the count.
    static let removeLastPastCount = "Can't remove more items from a collection than it contains"
}
