/// A type's own subscripts used as places: read through the getter, written through the setter (a value
/// type's changed receiver goes back to its place).
extension Interpreter {
    func readSubscript(
        receiver: Expr, place: LValue?, getter: FuncDecl, args: [Expr], dispatch: Dispatch, bindings: [ObjectIdentifier: SType] = [:],
        _ frame: Frame
    ) throws -> Value {
        let base = try place.map { try read($0, frame) } ?? eval(receiver, frame)
        let values = try args.map { try eval($0, frame) as Value? }
        let target = try implementation(of: getter, for: base, dispatch: dispatch)
        return try call(
            target, receiver: base, args: values, bindings: bindings.mapValues { resolve($0, frame) }, loc: receiver.loc, caller: frame)
    }

    func writeSubscript(
        receiver: Expr, place: LValue?, setter: FuncDecl, args: [Expr], dispatch: Dispatch, bindings: [ObjectIdentifier: SType] = [:],
        _ value: Value, _ frame: Frame
    ) throws {
        let values = try args.map { try eval($0, frame) as Value? } + [value]
        let bindings = bindings.mapValues { resolve($0, frame) }
        if let place {
            let base = try read(place, frame)
            let target = try implementation(of: setter, for: base, dispatch: dispatch)
            let (_, changed) = try callKeepingSelf(
                target, receiver: base, args: values, bindings: bindings, loc: receiver.loc, caller: frame)
            try assign(place, changed, frame)
        } else {
            let base = try eval(receiver, frame)
            let target = try implementation(of: setter, for: base, dispatch: dispatch)
            _ = try call(target, receiver: base, args: values, bindings: bindings, loc: receiver.loc, caller: frame)
        }
    }
}
