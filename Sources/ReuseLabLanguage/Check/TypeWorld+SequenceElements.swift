/// What a value of a type gives, one element at a time, as a `Sequence`: the type `for … in` binds, the
/// `Element` a parameter constrained to `Sequence` or `Collection` takes from its argument, and what a
/// receiver read as the array of its elements holds (see `Checker+CollectionConstraints.swift`).
extension TypeWorld {
    func sequenceElement(of type: SType) -> SType? {
        switch type {
        case .array(let e): return e
        case .dictionary(let k, let v): return .tuple([k, v], labels: ["key", "value"])
        case .error: return .error
        case .param(let g): return collectionElement(of: g)
        case .nominal(let d, let args):
            if d === rangeDecl || d === closedRangeDecl {
                // `"a"..."z"` is a range but not a sequence.
                return args.first.map { sameType($0, int) } == false ? nil : int
            }
            if d.name == "StrideTo" || d.name == "StrideThrough" { return int }
            if d === stringType || d === substringType { return character }
            guard d.fromPrelude || d === setDecl else { return nil }
            if d.name == "Zip2Sequence", args.count == 2 {
                guard let a = sequenceElement(of: args[0]), let b = sequenceElement(of: args[1]) else { return nil }
                return .tuple([a, b])
            }
            if d.name == "PartialRangeFrom" { return args.first.map { sameType($0, int) } == true ? int : nil }
            if d.name == "Slice" { return int }
            if d.name == "ReversedCollection", let base = args.first { return sequenceElement(of: base) }
            let holdsElements = d === setDecl || d.name == "_LazySequence" || d.name == "ArraySlice"
            return holdsElements && args.count == 1 ? args[0] : nil
        default:
            return nil
        }
    }

    /// The `Element` of a parameter constrained to a collection protocol: what `where S.Element == Int` or
    /// `some Sequence<Int>` fixed, else a parameter of its own (`C.Element`), bound when `C` is.
    func collectionElement(of g: GenericParam) -> SType? {
        guard g.collectionProtocol != nil else { return nil }
        if let fixed = g.sameTypes["Element"] { return fixed }
        if let member = g.memberTypes["Element"] { return .param(member) }
        let member = GenericParam(name: g.name + ".Element")
        g.memberTypes["Element"] = member
        return .param(member)
    }

    /// A value given where an opaque collection (`-> some Collection<Int>`, `any Sequence<String>`) is expected:
    /// any sequence whose elements are the ones it names.
    func fitsOpaqueCollection(_ type: SType, _ g: GenericParam) -> Bool {
        guard g.isOpaqueCollection, let element = sequenceElement(of: type) else { return false }
        if case .param(let p) = type, p === g { return true }
        guard let fixed = g.sameTypes["Element"] else { return true }
        return isConvertible(element, to: fixed) && sameType(element, fixed)
    }
}

extension SType {
    /// `Int` for `Range<Int>` and `ClosedRange<Int>`.
    var rangeBound: SType? {
        if case .nominal(_, let args) = self, args.count == 1 { return args[0] }
        return nil
    }
}
