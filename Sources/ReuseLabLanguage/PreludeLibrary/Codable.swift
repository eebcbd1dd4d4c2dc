/// `Codable` as a model declares it (`struct Photo: Codable, Hashable`). The conformance is checked as swiftc
/// checks what it would synthesize (`Check/Checker+SynthesizedConformances.swift`): every stored property's type
/// must be codable too. `JSONDecoder` and `JSONEncoder` (`JSON.swift`) run what would be synthesized; the
/// requirements (`encode(to:)`, `init(from:)`) and hand-written conformances with `Decoder`/`Encoder` are not here yet.
public protocol Encodable {}
public protocol Decodable {}
public typealias Codable = Decodable & Encodable

/// The keys of a type's coded form: `enum CodingKeys: String, CodingKey { case id, imageURL = "image_url" }`.
public protocol CodingKey {}
