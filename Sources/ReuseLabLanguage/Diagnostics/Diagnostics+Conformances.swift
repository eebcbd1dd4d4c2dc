/// Protocol conformance (swiftc's `type_does_not_conform`, `protocol_requires_*`, `missing_witnesses_*`).
extension Diagnostics {
    static func doesNotConform(_ type: String, _ proto: String) -> Message {
        error("type '\(type)' does not conform to protocol '\(proto)'")
    }
    static let addStubsForConformance = note("add stubs for conformance")

    /// `kind` is swiftc's word: `property`, `function`, `initializer`.
    static func protocolRequires(_ kind: String, _ name: String, type: String) -> Message {
        note("protocol requires \(kind) '\(name)' with type '\(type)'")
    }

    static func nonClassConformsToClassProtocol(_ type: String, _ proto: String) -> Message {
        error("non-class type '\(type)' cannot conform to class protocol '\(proto)'")
    }
}

/// Conformances swiftc would synthesize and cannot (`Equatable`, `Hashable`, `Encodable`, `Decodable`).
extension Diagnostics {
    static func storedPropertyPreventsSynthesis(_ type: String, _ proto: String, _ owner: String) -> Message {
        note("stored property type '\(type)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(owner)' to '\(proto)'")
    }
    static func associatedValuePreventsSynthesis(_ type: String, _ proto: String, _ owner: String) -> Message {
        note("associated value type '\(type)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(owner)' to '\(proto)'")
    }
    static func synthesisNotSupportedForClasses(_ proto: String) -> Message {
        note("automatic synthesis of '\(proto)' is not supported for class declarations")
    }
    static func cannotSynthesizeCoding(_ proto: String, because type: String) -> Message {
        note("cannot automatically synthesize '\(proto)' because '\(type)' does not conform to '\(proto)'")
    }
    static func codingKeyMatchesNoProperty(_ name: String) -> Message {
        note("CodingKey case '\(name)' does not match any stored properties")
    }
    static let immutablePropertyWillNotBeDecoded = warning(
        "immutable property will not be decoded because it is declared with an initial value which cannot be overwritten")
    static func setInitialValueOrListCodingKey(_ name: String) -> Message {
        note("set the initial value via the initializer or explicitly define a CodingKeys enum including a '\(name)' case to silence this warning")
    }
    static let makePropertyMutable = note("make the property mutable instead")
}
