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
