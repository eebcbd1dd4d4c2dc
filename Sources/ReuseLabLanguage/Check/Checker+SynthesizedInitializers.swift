import SwiftSyntax

/// Types that cannot be made as declared: a class with a stored property that has no initial value and no
/// designated initializer to set it (swiftc synthesizes none, so nothing could make one), and an enum with
/// stored properties.
extension Checker {
    func rejectTypesWithoutInitializers(_ decl: NominalDecl) {
        if decl.kind == .enumType {
            for v in decl.storedProperties where !v.isStatic && v.native == nil {
                if let node = propertyNameNode(v) { error(Diagnostics.enumStoredProperty, at: node) }
            }
            return
        }
        guard decl.isClass, !decl.fromPrelude, let nameNode = decl.nameNode,
            !decl.initializers.contains(where: { !$0.isConvenience && $0.nameNode != nil })
        else { return }
        let notes = decl.storedProperties.filter(needsInitialValue).compactMap { v in
            propertyNameNode(v).map { CompileNote(Diagnostics.storedPropertyPreventsSynthesizedInitializers(v.name), at: $0) }
        }
        guard !notes.isEmpty else { return }
        decl.lacksInitializers = true
        error(Diagnostics.classHasNoInitializers(decl.name), at: nameNode, notes: notes)
    }

    /// A stored property a synthesized initializer could not set: no initial value, and not an optional `var`
    /// (which starts as `nil`). Wrapped properties are left to their wrapper.
    private func needsInitialValue(_ v: VarDecl) -> Bool {
        guard !v.isStatic, !v.isLazy, !v.isComputed, v.native == nil, v.initialSyntax == nil else { return false }
        guard !v.isWrapperStorage, !v.isWrapperProjection, v.wrapperBacking == nil, v.wrapperAttribute == nil else { return false }
        if !v.isLet, case .optional = v.type { return false }
        return !v.type.isError
    }

    private func propertyNameNode(_ v: VarDecl) -> Syntax? {
        v.syntax?.as(PatternBindingSyntax.self).map { Syntax($0.pattern) }
    }
}
