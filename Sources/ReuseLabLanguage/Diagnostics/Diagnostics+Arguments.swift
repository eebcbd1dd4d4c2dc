/// An argument of the wrong type, and a subscript no candidate matches (swiftc's `cannot_convert_argument_value`,
/// `no_candidates_match_argument_type`).
extension Diagnostics {
    static func cannotConvertArgument(_ from: String, to expected: String) -> Message {
        error("cannot convert value of type '\(from)' to expected argument type '\(expected)'")
    }

    /// swiftc's text ends with a space where an overloaded subscript's name would be.
    static var noExactMatchesInSubscript: Message { error("no exact matches in call to subscript ") }

    /// `s[0]`: String's Int subscript is declared unavailable, with this message.
    static var stringSubscriptedWithInt: Message {
        error(
            "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead."
        ).withLibraryNote(explicitlyUnavailableHere("subscript(_:)"), at: "Swift.String.subscript")
    }
}

extension Diagnostics {
    /// swiftc names no initializer: its text ends with a space where the name would be, as for a subscript.
    static func noExactMatchesInCall(_ kind: String, _ name: String) -> Message {
        error(kind == "initializer" ? "no exact matches in call to initializer " : "no exact matches in call to \(kind) '\(name)'")
    }

    /// `indices` count from 0; swiftc numbers positions from 1.
    static func extraArgumentsAtPositions(_ indices: [Int]) -> Message {
        error("extra arguments at positions \(indices.map { "#\($0 + 1)" }.joined(separator: ", ")) in call")
    }

    static var extraTrailingClosure: Message { error("extra trailing closure passed in call") }
    /// `load(name: "a") { … }` where the parameter left for the closure is `count: Int`.
    static func trailingClosureNotAccepted(_ type: SType) -> Message {
        error("trailing closure passed to parameter of type \(quoted(type)) that does not accept a closure")
    }

    /// An unlabelled argument is spelled `_`.
    static func argumentMustPrecede(_ label: String?, _ other: String?) -> Message {
        error("argument '\(label ?? "_")' must precede argument '\(other ?? "_")'")
    }

    /// An argument without a label written after one it must precede: swiftc counts it from 1.
    static func unnamedArgumentMustPrecede(_ position: Int, _ other: String?) -> Message {
        error("unnamed argument #\(position) must precede argument '\(other ?? "_")'")
    }

    static func missingArgument(_ parameter: String) -> Message {
        error("missing argument for parameter \(parameter) in call")
    }

    static func missingArguments(_ parameters: String) -> Message {
        error("missing arguments for parameters \(parameters) in call")
    }

    static func extraneousArgumentLabel(_ other: String) -> Message {
        error("extraneous argument label '\(other):' in call")
    }

    static func missingArgumentLabel(_ expectedLabel: String) -> Message {
        error("missing argument label '\(expectedLabel):' in call")
    }

    static func closureArgumentCountMismatch(_ type: SType, expects: Int, used: Int) -> Message {
        error(
            "contextual closure type \(quoted(type)) expects \(expects) argument\(expects == 1 ? "" : "s"), but \(used) \(used == 1 ? "was" : "were") used in closure body"
        )
    }

    static var anonymousArgumentOutsideClosure: Message { error("anonymous closure argument not contained in a closure") }

    static func ampersandWithNonInout(_ type: SType) -> Message {
        error("'&' used with non-inout argument of type \(quoted(type))")
    }

    static func immutableInoutArgument(_ type: SType) -> Message {
        error("cannot pass immutable value of type \(quoted(type)) as inout argument")
    }

    static func immutableInoutArgumentBecause(_ reason: String) -> Message {
        error("cannot pass immutable value as inout argument: \(reason)")
    }
}

/// Arguments too many or too few, and labels that do not match (swiftc's `extra_argument_*`, `missing_argument_*`,
/// `argument_out_of_order`, `wrong_argument_labels`). A plural `s` past one label, as swiftc writes it.
extension Diagnostics {
    static func extraArgument(_ label: String?) -> Message {
        error(label.map { "extra argument '\($0)' in call" } ?? "extra argument in call")
    }
    static var missingArgumentInCall: Message { error("missing argument in call") }
    /// `index` counts from 0.
    static func missingArgumentAt(_ index: Int) -> Message {
        error("missing argument for parameter #\(index + 1) in call")
    }
    static func missingArgumentLabels(_ labels: [String?]) -> Message {
        error("missing argument label\(labels.count > 1 ? "s" : "") '\(labelList(labels))' in call")
    }
    static func extraneousArgumentLabels(_ labels: [String?]) -> Message {
        error("extraneous argument label\(labels.count > 1 ? "s" : "") '\(labelList(labels))' in call")
    }
    static func incorrectArgumentLabels(have: [String?], expected: [String?], wrongCount: Int) -> Message {
        error("incorrect argument label\(wrongCount > 1 ? "s" : "") in call (have '\(labelList(have))', expected '\(labelList(expected))')")
    }

    /// `(_:for:)` as swiftc lists labels in a message: `_:for:`.
    static func labelList(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
}

extension Diagnostics {
    static func incorrectLabelsForCandidate(have: [String?], expected: [String?]) -> Message {
        note("incorrect labels for candidate (have: '(\(labelList(have)))', expected: '(\(labelList(expected)))')")
    }
}
