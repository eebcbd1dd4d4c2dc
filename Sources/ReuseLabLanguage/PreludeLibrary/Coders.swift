// ReuseLab prelude: what a hand-written `init(from decoder: Decoder)` and `encode(to encoder: Encoder)` are given —
// the decoder and encoder, their keyed and single-value containers. `JSONDecoder` and `JSONEncoder` (JSON.swift)
// hand them to a model that writes its own conformance; the natives are in Run/Natives+Coders.swift. Unkeyed
// containers are not here yet.

/// What a hand-written `init(from:)` reads its values through.
public protocol Decoder {
    var codingPath: [CodingKey] { get }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>
    func singleValueContainer() throws -> SingleValueDecodingContainer
}

/// What a hand-written `encode(to:)` writes its values through.
public protocol Encoder {
    var codingPath: [CodingKey] { get }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>
    func singleValueContainer() -> SingleValueEncodingContainer
}

/// One JSON value being read: the decoder `JSONDecoder` gives a model's `init(from:)`.
public final class _JSONDecoding: Decoder {
    public let _node: Any
    public init(_node: Any) { self._node = _node }
    @_native public static func _path(_ node: Any) -> [CodingKey]
    @_native public static func _keyedFailure(_ node: Any) -> Any?
    public var codingPath: [CodingKey] { return _JSONDecoding._path(_node) }
    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if let failure = _JSONDecoding._keyedFailure(_node) as? DecodingError { throw failure }
        return KeyedDecodingContainer<Key>(_node: _node)
    }
    public func singleValueContainer() throws -> SingleValueDecodingContainer {
        return _JSONSingleValueDecoding(_node: _node)
    }
}

/// A JSON object's members, read by the keys of `Key` (a model's `CodingKeys`).
public struct KeyedDecodingContainer<Key: CodingKey> {
    public let _node: Any
    public init(_node: Any) { self._node = _node }
    @_native public static func _member(_ type: Any.Type, _ node: Any, _ key: String, _ keyType: String, _ ifPresent: Bool) -> Any
    @_native public static func _contains(_ node: Any, _ key: String) -> Bool
    @_native public static func _nested(_ node: Any, _ key: String, _ keyType: String) -> Any
    public var codingPath: [CodingKey] { return _JSONDecoding._path(_node) }
    public func contains(_ key: Key) -> Bool { return KeyedDecodingContainer._contains(_node, key.stringValue) }
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let decoded = KeyedDecodingContainer._member(type, _node, key.stringValue, "\(Key.self)", false)
        if let failure = decoded as? DecodingError { throw failure }
        return decoded as! T
    }
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let decoded = KeyedDecodingContainer._member(type, _node, key.stringValue, "\(Key.self)", true)
        if let failure = decoded as? DecodingError { throw failure }
        return decoded as? T
    }
    public func decodeNil(forKey key: Key) throws -> Bool {
        let decoded = KeyedDecodingContainer._member(Bool?.self, _node, key.stringValue, "\(Key.self)", true)
        return decoded as? Bool == nil
    }
    public func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let nested = KeyedDecodingContainer._nested(_node, key.stringValue, "\(Key.self)")
        if let failure = nested as? DecodingError { throw failure }
        return KeyedDecodingContainer<NestedKey>(_node: nested)
    }
    public func superDecoder() throws -> Decoder { return _JSONDecoding(_node: _node) }
}

/// A value that is one thing, not keyed: a wrapper's `init(from:)` reading a plain string or number.
public protocol SingleValueDecodingContainer {
    var codingPath: [CodingKey] { get }
    func decodeNil() -> Bool
    func decode<T: Decodable>(_ type: T.Type) throws -> T
}

public struct _JSONSingleValueDecoding: SingleValueDecodingContainer {
    public let _node: Any
    public init(_node: Any) { self._node = _node }
    @_native public static func _failure(_ type: Any.Type, _ node: Any) -> Any?
    // Typed by the native rather than cast: called through the protocol, this method's `T` is not bound here.
    @_native public static func _value<T>(_ type: T.Type, _ node: Any) -> T
    @_native public static func _isNull(_ node: Any) -> Bool
    public var codingPath: [CodingKey] { return _JSONDecoding._path(_node) }
    public func decodeNil() -> Bool { return _JSONSingleValueDecoding._isNull(_node) }
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let failure = _JSONSingleValueDecoding._failure(type, _node) as? DecodingError { throw failure }
        return _JSONSingleValueDecoding._value(type, _node)
    }
}

/// One JSON value being written: the encoder `JSONEncoder` gives a model's `encode(to:)`.
public final class _JSONEncoding: Encoder {
    public let _output: Any
    public init(_output: Any) { self._output = _output }
    @_native public static func _path(_ output: Any) -> [CodingKey]
    public var codingPath: [CodingKey] { return _JSONEncoding._path(_output) }
    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        return KeyedEncodingContainer<Key>(_output: _output)
    }
    public func singleValueContainer() -> SingleValueEncodingContainer { return _JSONSingleValueEncoding(_output: _output) }
}

/// A JSON object being written, under the keys of `Key`.
public struct KeyedEncodingContainer<Key: CodingKey> {
    public let _output: Any
    public init(_output: Any) { self._output = _output }
    @_native public static func _write(_ value: Any, _ output: Any, _ key: String?) -> Any?
    @_native public static func _nested(_ output: Any, _ key: String) -> Any
    public var codingPath: [CodingKey] { return _JSONEncoding._path(_output) }
    public mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let failure = KeyedEncodingContainer._write(value, _output, key.stringValue) as? EncodingError { throw failure }
    }
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value = value else { return }
        try encode(value, forKey: key)
    }
    public mutating func encodeNil(forKey key: Key) throws {
        let none: Int? = nil
        _ = KeyedEncodingContainer._write(none, _output, key.stringValue)
    }
    public mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        return KeyedEncodingContainer<NestedKey>(_output: KeyedEncodingContainer._nested(_output, key.stringValue))
    }
}

/// A value written as one thing: a wrapper's `encode(to:)` writing a plain string or number.
public protocol SingleValueEncodingContainer {
    var codingPath: [CodingKey] { get }
    mutating func encodeNil() throws
    mutating func encode<T: Encodable>(_ value: T) throws
}

public struct _JSONSingleValueEncoding: SingleValueEncodingContainer {
    public let _output: Any
    public init(_output: Any) { self._output = _output }
    public var codingPath: [CodingKey] { return _JSONEncoding._path(_output) }
    public mutating func encodeNil() throws {
        let none: Int? = nil
        _ = KeyedEncodingContainer<_PathKey>._write(none, _output, nil)
    }
    public mutating func encode<T: Encodable>(_ value: T) throws {
        if let failure = KeyedEncodingContainer<_PathKey>._write(value, _output, nil) as? EncodingError { throw failure }
    }
}
