// Printing beside `print` (which the checker handles itself, since it needs each item's own type).

/// `debugPrint` writes each item as `String(reflecting:)` does: strings quoted, enum cases qualified by their
/// type (`main.Mode.dark`) unless the type describes itself.
public func debugPrint<T>(_ item: T, separator: String = " ", terminator: String = "\n") {
    print(String(reflecting: item), terminator: terminator)
}
public func debugPrint<A, B>(_ first: A, _ second: B, separator: String = " ", terminator: String = "\n") {
    print(String(reflecting: first), String(reflecting: second), separator: separator, terminator: terminator)
}
public func debugPrint<A, B, C>(_ first: A, _ second: B, _ third: C, separator: String = " ", terminator: String = "\n") {
    print(String(reflecting: first), String(reflecting: second), String(reflecting: third), separator: separator, terminator: terminator)
}
