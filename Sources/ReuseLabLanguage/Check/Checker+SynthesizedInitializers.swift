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
        warnRequiredInitializersNotInherited(decl)
        error(Diagnostics.classHasNoInitializers(decl.name), at: nameNode, notes: notes)
    }

    /// Such a class inherits no initializers, so neither the superclass's `required` ones (`init(coder:)` of a
    /// cell): swiftc's Swift 5 mode warns about each at the closing brace, before the error.
    private func warnRequiredInitializersNotInherited(_ decl: NominalDecl) {
        guard let sup = decl.superclassDecl, let (node, position) = requiredInitializerPosition(decl) else { return }
        for r in initializers(of: sup) where r.isRequired && !decl.initializers.contains(where: { $0.labels == r.labels }) {
            let message = Diagnostics.errorInSwift6(Diagnostics.requiredInitializerNotProvided(r.fullName, sup.name))
            diagnose(CompileDiagnostic(withRequiredInitializerNote(message, r, anchor: node), at: node, position: position))
        }
    }

    /// swiftc's note at the superclass's `required` initializer: a block of its own headed by the library
    /// declaration (`UIKit.UITableViewCell.init(coder:)`), or drawn at it when the learner declared it here.
    func withRequiredInitializerNote(_ message: Diagnostics.Message, _ required: FuncDecl, anchor: Syntax) -> Diagnostics.Message {
        guard let node = required.nameNode else { return message }
        if let module = PreludeTrees.shared.module(of: node) {
            let place = ([module] + (required.owner.map { [$0.name] } ?? []) + [required.fullName]).joined(separator: ".")
            return message.withLibraryNote(Diagnostics.requiredInitializerDeclaredInSuperclass, at: place)
        }
        guard node.root.id == anchor.root.id else { return message }
        return message.withNote(Diagnostics.requiredInitializerDeclaredInSuperclass, at: node)
    }

    /// Where swiftc says a `required` initializer is missing: where its fix-it would insert it, the start of
    /// the line after the class's last designated initializer, or after its opening brace when it has none.
    func requiredInitializerPosition(_ decl: NominalDecl) -> (Syntax, AbsolutePosition)? {
        guard let members = decl.syntax?.as(ClassDeclSyntax.self).map(memberBlock(of:)) else { return nil }
        let designated = members.members.last {
            guard let i = $0.decl.as(InitializerDeclSyntax.self) else { return false }
            return !i.modifiers.contains { $0.name.isKeyword(.convenience) }
        }
        let after = designated.map { Syntax($0) } ?? Syntax(members.leftBrace)
        let end = after.endPositionBeforeTrailingTrivia.utf8Offset
        let text = Array(after.root.description.utf8)
        guard end <= text.count else { return nil }
        let newline = text[end...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.count
        return (after, AbsolutePosition(utf8Offset: newline))
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
