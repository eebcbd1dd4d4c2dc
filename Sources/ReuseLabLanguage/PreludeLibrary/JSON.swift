// ReuseLab prelude: JSON as a model layer meets it — `Data` holding a response, `JSONDecoder` turning it into
// the app's `Decodable` rows and `JSONEncoder` back, with Foundation's own texts (Linux's swift-foundation, the
// same implementation as iOS 17's). The natives are in Run/Natives+JSON.swift: they read and write the JSON and
// walk the types as the synthesized `init(from:)` and `encode(to:)` would.

extension String {
    public var utf8: UTF8View { return UTF8View(_text: self) }
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? {
        return Data(_text: self)
    }
    @_native public init?(data: Data, encoding: String.Encoding)
    @_native public init(decoding data: Data, as encoding: UTF8.Type)
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension String {
    /// The text encodings `data(using:)` and `String(data:encoding:)` are given; JSON is UTF-8.
    public struct Encoding: Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let utf8: Encoding = Encoding(rawValue: 4)
    }
    /// The string's UTF-8 bytes, as `Data("…".utf8)` reads them.
    public struct UTF8View {
        public let _text: String
        public init(_text: String) { self._text = _text }
        public var count: Int { return Data._byteCount(_text) }
        public var isEmpty: Bool { return _text.isEmpty }
    }
}

/// The UTF-8 encoding as a type: `String(decoding: data, as: UTF8.self)`.
public enum UTF8 {}

/// Bytes, as app code holds a JSON document in them. ReuseLab's bytes are always UTF-8 text (they come from a
/// string or an encoder), so a `Data` keeps its text; `count` is its length in bytes and it prints as Swift's
/// does (`42 bytes`).
public struct Data: Hashable, CustomStringConvertible {
    public let _text: String
    public init(_text: String) { self._text = _text }
    public init() { _text = "" }
    public init(_ utf8: String.UTF8View) { _text = utf8._text }
    @_native public static func _byteCount(_ text: String) -> Int
    public var count: Int { return Data._byteCount(_text) }
    public var isEmpty: Bool { return _text.isEmpty }
    public var description: String { return "\(count) bytes" }
}

/// The key of a value in a coded form. A `CodingKeys` enum is one (its case name, or its `String` raw value, is
/// the key); the decoder's errors hold the key they were looking for.
extension CodingKey {
    @_native public var stringValue: String { get }
    @_native public var intValue: Int? { get }
}

/// A key in an error's coding path: a property's key, or an array element's place (`Index 1`).
public struct _PathKey: CodingKey, CustomStringConvertible {
    public let _owner: String
    public let _string: String
    public let _int: Int?
    public init(_owner: String, _string: String, _int: Int?) {
        self._owner = _owner
        self._string = _string
        self._int = _int
    }
    public var description: String {
        let number = _int.map { String($0) } ?? "nil"
        return "\(_owner)(stringValue: \"\(_string)\", intValue: \(number))"
    }
}

/// Why a decode failed, as Foundation's `JSONDecoder` throws it.
public enum DecodingError: Error, CustomStringConvertible {
    case typeMismatch(Any.Type, DecodingError.Context)
    case valueNotFound(Any.Type, DecodingError.Context)
    case keyNotFound(CodingKey, DecodingError.Context)
    case dataCorrupted(DecodingError.Context)

    public var _context: DecodingError.Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context): return context
        case .dataCorrupted(let context): return context
        }
    }

    /// Swift prints a decoding error as its debug description (Swift 6.2 and later): what was wrong, the coding
    /// path, then the debug description.
    public var description: String {
        let path = _JSONCodingPath(_context.codingPath)
        let place = path.isEmpty ? "" : " Path: \(path)."
        switch self {
        case .typeMismatch(let type, let context):
            return "DecodingError.typeMismatch: expected value of type \(type).\(place) Debug description: \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "DecodingError.valueNotFound: Expected value of type \(type) but found null instead.\(place) Debug description: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "DecodingError.keyNotFound: Key '\(key.stringValue)' not found in keyed decoding container.\(place) Debug description: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "DecodingError.dataCorrupted: Data was corrupted.\(place) Debug description: \(context.debugDescription)"
        }
    }

    /// Foundation's sentence for `localizedDescription` (Linux's wording).
    public var _localizedDescription: String {
        switch self {
        case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
        default: return "The operation could not be completed. The data isn’t in the correct format."
        }
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension DecodingError {
    public struct Context {
        public let codingPath: [CodingKey]
        public let debugDescription: String
        public let underlyingError: Error?
        public init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil) {
            self.codingPath = codingPath
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }
    }
}

/// `items[1].name`: an error's coding path as Swift prints it.
public func _JSONCodingPath(_ path: [CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return text
}

/// Reads JSON into `Decodable` values: `try JSONDecoder().decode([Row].self, from: data)`.
open class JSONDecoder {
    open var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    open var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
    public init() {}

    @_native private static func _decode(_ type: Any.Type, _ json: String, _ options: [String]) -> Any

    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var options: [String] = []
        if case .convertFromSnakeCase = keyDecodingStrategy { options.append("snakeCaseKeys") }
        switch dateDecodingStrategy {
        case .deferredToDate: break
        case .secondsSince1970: options.append("secondsSince1970")
        case .millisecondsSince1970: options.append("millisecondsSince1970")
        case .iso8601: options.append("iso8601")
        }
        let decoded = JSONDecoder._decode(type, data._text, options)
        if let failure = decoded as? DecodingError { throw failure }
        return decoded as! T
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension JSONDecoder {
    public enum KeyDecodingStrategy {
        case useDefaultKeys
        case convertFromSnakeCase
    }
    public enum DateDecodingStrategy {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
    }
}

/// Why an encode failed: a value JSON cannot hold (`Double.infinity`).
public enum EncodingError: Error, CustomStringConvertible {
    case invalidValue(Any, EncodingError.Context)

    public var description: String {
        switch self {
        case .invalidValue(let value, let context):
            let path = _JSONCodingPath(context.codingPath)
            let place = path.isEmpty ? "" : " Path: \(path)."
            return "EncodingError.invalidValue: \(value) (\(type(of: value))).\(place) Debug description: \(context.debugDescription)"
        }
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension EncodingError {
    public struct Context {
        public let codingPath: [CodingKey]
        public let debugDescription: String
        public let underlyingError: Error?
        public init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil) {
            self.codingPath = codingPath
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }
    }
}

/// Writes `Encodable` values as JSON: `String(data: try JSONEncoder().encode(rows), encoding: .utf8)`.
open class JSONEncoder {
    open var outputFormatting: JSONEncoder.OutputFormatting = []
    open var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    open var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    public init() {}

    @_native private static func _encode(_ value: Any, _ options: [String]) -> Any

    open func encode<T: Encodable>(_ value: T) throws -> Data {
        var options: [String] = []
        if outputFormatting.contains(.prettyPrinted) { options.append("prettyPrinted") }
        if outputFormatting.contains(.sortedKeys) { options.append("sortedKeys") }
        if outputFormatting.contains(.withoutEscapingSlashes) { options.append("withoutEscapingSlashes") }
        if case .convertToSnakeCase = keyEncodingStrategy { options.append("snakeCaseKeys") }
        switch dateEncodingStrategy {
        case .deferredToDate: break
        case .secondsSince1970: options.append("secondsSince1970")
        case .millisecondsSince1970: options.append("millisecondsSince1970")
        case .iso8601: options.append("iso8601")
        }
        let encoded = JSONEncoder._encode(value, options)
        if let failure = encoded as? EncodingError { throw failure }
        return Data(_text: encoded as! String)
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension JSONEncoder {
    public struct OutputFormatting: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let prettyPrinted: OutputFormatting = OutputFormatting(rawValue: 1)
        public static let sortedKeys: OutputFormatting = OutputFormatting(rawValue: 2)
        public static let withoutEscapingSlashes: OutputFormatting = OutputFormatting(rawValue: 8)
    }
    public enum KeyEncodingStrategy {
        case useDefaultKeys
        case convertToSnakeCase
    }
    public enum DateEncodingStrategy {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
    }
}
