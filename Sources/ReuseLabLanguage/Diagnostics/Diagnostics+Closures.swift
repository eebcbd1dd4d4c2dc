/// Closures: their parameters and results (swiftc's `closure_argument_list_tuple`, `cannot_infer_closure_parameter_type`).
extension Diagnostics {
    static func cannotInferClosureParameter(_ name: String) -> Message {
        error("unable to infer type of a closure parameter '\(name)' in the current context")
    }
}
