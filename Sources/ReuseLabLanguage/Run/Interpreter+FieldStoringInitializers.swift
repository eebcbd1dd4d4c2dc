/// An initializer that only stores its parameters in its struct's stored properties (`init(x: CGFloat,
/// y: CGFloat) { self.x = x; self.y = y }`, the shape of most hand-written struct initializers, UIKit's
/// `CGPoint`, `CGSize` and `CGRect` among them) is run without a frame or a body: the arguments go straight
/// into the new value's fields. A table scrolled one row at a time made a `CGPoint` per row, and running its
/// initializer's two assignments was a tenth of the scroll.
enum FieldStoringInitializer {
    /// Not worked out yet, not of that shape, or the field index each parameter is stored in, in order.
    case unknown
    case other
    case stores([(field: Int, parameter: Int)])
}

extension FuncDecl {
    /// The (field, parameter) pairs when this is a struct initializer of that shape, worked out on first use.
    func fieldStores(in decl: NominalDecl) -> [(field: Int, parameter: Int)]? {
        if case .unknown = fieldStoringShape { fieldStoringShape = FieldStoringInitializer.analyze(self, in: decl) }
        if case .stores(let pairs) = fieldStoringShape { return pairs }
        return nil
    }
}

extension FieldStoringInitializer {
    static func analyze(_ fn: FuncDecl, in decl: NominalDecl) -> FieldStoringInitializer {
        guard fn.kind == .initializer, decl.kind == .structType, fn.owner === decl, fn.native == nil, !fn.isFailable,
            !fn.isThrowing, !fn.hasInoutParams, fn.genericParams.isEmpty, let body = fn.body,
            !fn.params.contains(where: { $0.isVariadic })
        else { return .other }
        var pairs: [(field: Int, parameter: Int)] = []
        for stmt in body {
            switch stmt.kind {
            case .releaseLocals: continue
            case .expression(let e):
                guard case .assign(let place, let value) = e.kind, let property = storedSelfProperty(place, in: decl),
                    case .variable(.local(hops: 0, let slot)) = value.kind, slot >= 1, slot <= fn.params.count
                else { return .other }
                pairs.append((property.fieldIndex, slot - 1))
            default: return .other
            }
        }
        // Each field once: a second store would be the one Swift keeps, and is rare enough to leave to the body.
        guard Set(pairs.map(\.field)).count == pairs.count else { return .other }
        return .stores(pairs)
    }

    /// `self.name` (or `name`) when it is a plain stored property of `decl`: no wrapper, no `weak`, not lazy.
    private static func storedSelfProperty(_ place: LValue, in decl: NominalDecl) -> VarDecl? {
        let property: VarDecl
        switch place {
        case .property(let receiver, let v, _):
            guard case .variable(.local(hops: 0, index: 0)) = receiver.kind else { return nil }
            property = v
        case .nestedProperty(.variable(.local(hops: 0, index: 0)), let v):
            property = v
        default:
            return nil
        }
        guard property.owner === decl, !property.isStatic, !property.isComputed, !property.isLazy,
            property.ownership == .strong, property.wrapperBacking == nil, !property.isWrapperStorage,
            property.fieldIndex >= 0, property.fieldIndex < decl.storedProperties.count,
            decl.storedProperties[property.fieldIndex] === property
        else { return nil }
        return property
    }
}
