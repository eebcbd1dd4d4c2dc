/// Types of the Swift standard library that ReuseLab's prelude does not have. Naming one is valid Swift,
/// so the answer is ReuseLab's honest "not supported yet", never swiftc's "cannot find type".
extension Checker {
    static let unsupportedLibraryTypes: Set<String> = [
        "Optional", "Set", "Character", "Substring", "StringProtocol", "Result", "AnyHashable", "ObjectIdentifier",
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "LazySequence", "ArraySlice", "ContiguousArray",
        "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float80",
        "RawRepresentable", "Identifiable", "Codable", "Encodable", "Decodable", "CustomDebugStringConvertible",
        "LosslessStringConvertible", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByNilLiteral", "Sendable", "Unicode", "KeyPath", "WritableKeyPath",
    ]
}
