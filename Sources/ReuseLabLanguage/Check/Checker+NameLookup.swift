/// Name lookup where a property and methods share a base name (`var collectionView` beside
/// `func collectionView(_:cellForItemAt:)`): a call goes to a method whose argument labels fit, and
/// otherwise to the property, as swiftc ranks them (so `collectionView(x, wrongLabel: 0)` is reported
/// as calling the non-function property).
extension Checker {
    func callsProperty(_ members: [FoundMember], args: [CallArgument]) -> Bool {
        guard members.contains(where: { if case .property = $0.kind { return true }; return false }) else { return false }
        let labels = args.map(\.label)
        return !members.contains { m in
            if case .method(let f) = m.kind, f.kind != .initializer { return labelsFit(f, labels) }
            return false
        }
    }

    /// The labels can be matched to the parameters in order, skipping parameters with default values.
    private func labelsFit(_ f: FuncDecl, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for p in f.params {
            if let next = remaining.first, next == p.label {
                remaining = remaining.dropFirst()
                if p.isVariadic { while remaining.first == .some(nil) { remaining = remaining.dropFirst() } }
            } else if p.defaultSyntax == nil && !p.isVariadic {
                return false
            }
        }
        return remaining.isEmpty
    }
}
