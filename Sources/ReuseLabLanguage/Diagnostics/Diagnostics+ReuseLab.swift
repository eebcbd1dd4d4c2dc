/// ReuseLab's own messages about itself (not swiftc's): limits of what it reads and prints.
extension Diagnostics {
    static func moreErrorsNotShown(_ count: Int) -> Message {
        note("\(count) more error\(count == 1 ? "" : "s") not shown")
    }

    static func tooDeeplyNested(_ limit: Int) -> Message {
        error("ReuseLab does not support brackets nested more than \(limit) deep")
    }

    static func tooManyOperators(_ count: Int, limit: Int) -> Message {
        error(
            "this expression has \(count) operators; ReuseLab checks at most \(limit) in one expression: break it into distinct sub-expressions"
        )
    }

    static var dictionaryKeyUnsupported: Message {
        error(
            "ReuseLab dictionaries take String, Int, Bool or Character keys, or Hashable structs, enums and classes")
    }

    static var sourceLocationDirective: Message { error("'#sourceLocation' is not supported in ReuseLab yet") }

    /// `reduce(into: [:]) { … }` with a closure of several statements, which swiftc rejects without saying why.
    static var emptyDictionaryAccumulatorNeedsType: Message {
        error(
            "the type of '[:]' cannot be inferred from a closure of more than one statement (swiftc stops here with 'failed to produce diagnostic for expression'): write it, as in '[String: Int]()'"
        )
    }
}

/// ReuseLab's own bugs, told as such: a native and its prelude declaration disagree.
extension Diagnostics {
    static func nativeHasNoParameter(key: String, parameter: String) -> Message {
        error("ReuseLab bug: the native '\(key)' reads a parameter '\(parameter)' that its declaration does not have")
    }

    static func nativeArgumentMismatch(key: String, parameter: String, expected: String, got: String) -> Message {
        error("ReuseLab bug: the native '\(key)' reads its parameter '\(parameter)' as \(expected), but was given \(got)")
    }

    /// A value the checker guarantees to be of one kind (an `if` condition a Bool) was of another.
    static func valueOfUnexpectedKind(expected: String, got: String) -> Message {
        error("ReuseLab bug: the interpreter reads a value as \(expected), but was given \(got)")
    }
}

/// Where a run stopped, drawn under the runtime's own line (`Fatal error: …`) in ReuseLab's words.
extension Diagnostics {
    static var appCrashedHere: Message { error("the app crashed here") }
    static var programStoppedHere: Message { error("the program was stopped here") }
}
