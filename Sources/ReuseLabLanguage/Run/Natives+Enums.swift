/// Members Swift synthesizes for enums: `rawValue`, `init?(rawValue:)` and `allCases`.
extension Interpreter {
    func registerEnumNatives() {
        natives["get enumRawValue"] = { _, call in
            guard case .enumValue(let e) = call.receiver.unerased else { return .none }
            return e.caseDecl.rawValue ?? .none
        }
        natives["enumFromRawValue"] = { interpreter, call in
            guard case .type(.nominal(let decl, _)) = call.receiver else { return .none }
            let raw = try call.arg("rawValue")
            guard let match = decl.caseOrder.first(where: { $0.rawValue.map { interpreter.valuesEqual($0, raw) } ?? false }) else {
                return .none
            }
            return .enumValue(EnumValue(decl: decl, caseDecl: match, payload: []))
        }
        natives["get enumAllCases"] = { _, call in
            guard case .type(.nominal(let decl, _)) = call.receiver else { return .array([]) }
            return .array(decl.caseOrder.map { .enumValue(EnumValue(decl: decl, caseDecl: $0, payload: [])) })
        }
    }
}
