/// Name lookup where a property and methods share a base name (`var collectionView` beside
/// `func collectionView(_:cellForItemAt:)`): a call goes to the property only when it can be called
/// (its type is a function) and no method's argument labels fit better, as swiftc's overload ranking does.
extension Checker {
    func callsProperty(_ members: [FoundMember], args: [CallArgument]) -> Bool {
        guard let property = members.first(where: { if case .property = $0.kind { return true }; return false }),
              case .property(let v) = property.kind else { return false }
        let methods = members.compactMap { m -> FuncDecl? in
            if case .method(let f) = m.kind, f.kind != .initializer { return f }
            return nil
        }
        if methods.isEmpty { return true }
        if !v.type.isFunction { return false }
        let labels = args.map(\.label)
        return !methods.contains { $0.labels == labels }
    }
}
