/// Protocol conformance (swiftc's `type_does_not_conform`, `protocol_requires_*`, `missing_witnesses_*`).
extension Diagnostics {
    static func doesNotConform(_ type: String, _ proto: String) -> Message {
        error("type '\(type)' does not conform to protocol '\(proto)'")
    }
    static var addStubsForConformance: Message { note("add stubs for conformance") }

    /// `kind` is swiftc's word: `property`, `function`, `initializer`.
    static func protocolRequires(_ kind: String, _ name: String, type: String) -> Message {
        note("protocol requires \(kind) '\(name)' with type '\(type)'")
    }

    static func nonClassConformsToClassProtocol(_ type: String, _ proto: String) -> Message {
        error("non-class type '\(type)' cannot conform to class protocol '\(proto)'")
    }
}
