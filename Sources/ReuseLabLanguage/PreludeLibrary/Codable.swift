/// `Codable` as a model declares it (`struct Photo: Codable, Hashable`). The conformance is checked as swiftc
/// checks what it would synthesize (`Check/Checker+SynthesizedConformances.swift`): every stored property's type
/// must be codable too. Nothing encodes or decodes yet: `JSONEncoder`, `JSONDecoder` and `Data` are not there,
/// so the requirements (`encode(to:)`, `init(from:)`) are left out rather than declared and never run.
public protocol Encodable {}
public protocol Decodable {}
public typealias Codable = Decodable & Encodable

/// The keys of a type's coded form: `enum CodingKeys: String, CodingKey { case id, imageURL = "image_url" }`.
public protocol CodingKey {}
