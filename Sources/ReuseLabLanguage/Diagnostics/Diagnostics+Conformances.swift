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

    /// `class Song: NSObject, Hashable`: NSObject already is.
    static func redundantConformance(_ type: String, _ proto: String) -> Message {
        error("redundant conformance of '\(type)' to protocol '\(proto)'")
    }
    static func inheritsConformanceFromSuperclass(_ type: String, _ proto: String) -> Message {
        note("'\(type)' inherits conformance to protocol '\(proto)' from superclass here")
    }

    static func nonClassConformsToClassProtocol(_ type: String, _ proto: String) -> Message {
        error("non-class type '\(type)' cannot conform to class protocol '\(proto)'")
    }
}

/// Conformances swiftc would synthesize and cannot (`Equatable`, `Hashable`, `Encodable`, `Decodable`).
extension Diagnostics {
    static func storedPropertyPreventsSynthesis(_ type: String, _ proto: String, _ owner: String) -> Message {
        note(
            "stored property type '\(type)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(owner)' to '\(proto)'"
        )
    }
    static func associatedValuePreventsSynthesis(_ type: String, _ proto: String, _ owner: String) -> Message {
        note(
            "associated value type '\(type)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(owner)' to '\(proto)'"
        )
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
    static var immutablePropertyWillNotBeDecoded: Message {
        warning("immutable property will not be decoded because it is declared with an initial value which cannot be overwritten")
    }
    static func setInitialValueOrListCodingKey(_ name: String) -> Message {
        note(
            "set the initial value via the initializer or explicitly define a CodingKeys enum including a '\(name)' case to silence this warning"
        )
    }
    static var makePropertyMutable: Message { note("make the property mutable instead") }
}

/// The notes swiftc draws in the standard library's interface when it cannot synthesize a conformance.
extension Diagnostics {
    static func candidateWouldMatchIfConformed(_ type: String, _ proto: String) -> Message {
        note("candidate would match if '\(type)' conformed to '\(proto)'")
    }

    /// The `==` operators of the standard library that swiftc tries for a type lacking its own, in its order.
    static let equalityCandidatePlaces: [(place: String, proto: String)] = [
        ("Swift.==", "RawRepresentable"), ("Swift.FloatingPoint.==", "FloatingPoint"),
        ("Swift.BinaryInteger.==", "BinaryInteger"), ("Swift._Pointer.==", "_Pointer"), ("Swift._Pointer.==", "_Pointer"),
        ("Swift.Strideable.==", "Strideable"), ("Swift.StringProtocol.==", "StringProtocol"), ("Swift.SIMD.==", "SIMD"),
    ]

    /// `type 'X' does not conform to protocol 'P'` with the library notes swiftc adds for a conformance it would
    /// have synthesized: the candidates it tried and the requirement left unmet.
    /// `spelled` is the type with its generic parameters (`Box<T>`), as swiftc names it when `Equatable` fails.
    static func synthesisFailed(_ type: String, _ proto: String, spelled: String) -> Message {
        var message = doesNotConform(proto == "Equatable" ? spelled : type, proto)
        switch proto {
        case "Equatable":
            for (place, candidate) in equalityCandidatePlaces {
                message = message.withLibraryNote(candidateWouldMatchIfConformed(spelled, candidate), at: place)
            }
            message = message.withLibraryNote(
                protocolRequires("function", "==", type: "(\(spelled), \(spelled)) -> Bool"), at: "Swift.Equatable.==")
        case "Decodable":
            message = message.withLibraryNote(
                protocolRequires("initializer", "init(from:)", type: "Decodable"), at: "Swift.Decodable.init")
        case "Encodable":
            message = message.withLibraryNote(protocolRequires("function", "encode(to:)", type: "Encodable"), at: "Swift.Encodable.encode")
        default: break
        }
        return message
    }
}
