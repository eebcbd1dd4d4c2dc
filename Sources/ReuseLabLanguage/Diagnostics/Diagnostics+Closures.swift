/// Closures: their parameters and results (swiftc's `closure_argument_list_tuple`, `cannot_infer_closure_parameter_type`).
extension Diagnostics {
    static func cannotInferClosureParameter(_ name: String) -> Message {
        error("unable to infer type of a closure parameter '\(name)' in the current context")
    }
}

/// `count` for `self.count` inside an escaping closure of a class.
extension Diagnostics {
    static func implicitSelfPropertyInClosure(_ name: String) -> Message {
        error("reference to property '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
    }

    static func implicitSelfMethodInClosure(_ name: String) -> Message {
        error("call to method '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
    }

    /// What swiftc only warns about in the Swift 5 language mode (an escaping closure inside a `[self]` one).
    static func errorInSwift6(_ message: Message) -> Message {
        warning(message.text + "; this is an error in the Swift 6 language mode", id: message.id)
    }

    static var referenceSelfExplicitly: Message { note("reference 'self.' explicitly") }

    static var captureSelfExplicitly: Message { note("capture 'self' explicitly to enable implicit 'self' in this closure") }
}
