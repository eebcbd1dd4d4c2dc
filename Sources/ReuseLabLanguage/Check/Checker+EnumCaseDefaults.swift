import SwiftSyntax

/// Payloads with default values, `case leading(displayed: DisplayedState = .always, at: Position = { $0.count })`
/// (UIKit's `UICellAccessory.Placement` is declared so): a call may leave out any payload that has a default, as
/// swiftc matches the arguments to the payloads by label, in order.
extension Checker {
    /// The call's arguments with each omitted defaulted payload filled in by its default as written, or nil when the
    /// case has no defaults or the arguments do not match its payloads that way (the plain checks then report it).
    /// The default is checked where the call is, against the payload's type, as swiftc evaluates it at the call.
    func payloadArgumentsFillingDefaults(_ c: EnumCaseDecl, args: [CallArgument]) -> [CallArgument]? {
        guard c.payloadDefaults.contains(where: { $0 != nil }), c.payloadDefaults.count == c.payload.count else {
            return nil
        }
        var filled: [CallArgument] = []
        var next = 0
        for (p, written) in zip(c.payload, c.payloadDefaults) {
            if next < args.count, args[next].label == p.label {
                filled.append(args[next])
                next += 1
            } else if let written {
                filled.append(CallArgument(label: p.label, expr: written, node: Syntax(written)))
            } else {
                return nil
            }
        }
        return next == args.count ? filled : nil
    }
}

extension Checker {
    /// A call that fits no way of leaving defaults out: swiftc's first problem, found and reported as for a
    /// function's arguments (`Checker+ArgumentLabels.swift`). False when there is none to report.
    func reportPayloadMismatch(_ c: EnumCaseDecl, args: [CallArgument], call: FunctionCallExprSyntax) -> Bool {
        guard c.payloadDefaults.contains(where: { $0 != nil }), c.payloadDefaults.count == c.payload.count else {
            return false
        }
        let recovery = LabelRecovery(
            args: args.map(\.label),
            params: zip(c.payload, c.payloadDefaults).map {
                LabelRecovery.Param(label: $0.0.label, hasDefault: $0.1 != nil, isVariadic: false)
            })
        return reportRecoveredArguments(recovery, args: args, call: call, parameterLabel: { c.payload[$0].label })
    }
}
