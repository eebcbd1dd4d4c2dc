/// The native of the error prelude (`PreludeLibrary/Errors.swift`).
extension Interpreter {
    func registerErrorNatives() {
        natives["_errorCode(_:)"] = { _, call in
            guard case .enumValue(let value) = try call.arg("error").unerased else { return .int(1) }
            if case .int(let raw)? = value.caseDecl.rawValue { return .int(raw) }
            // Swift numbers an enum's cases with a payload before those without, each in declaration order.
            let cases = value.decl.caseOrder
            let numbered = cases.filter { !$0.payload.isEmpty } + cases.filter { $0.payload.isEmpty }
            return .int(numbered.firstIndex { $0 === value.caseDecl } ?? 0)
        }
    }
}
