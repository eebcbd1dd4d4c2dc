import SwiftSyntax

/// `let width, height: Double`: a name with neither a type nor a value takes the type written after a later
/// name of the same declaration, as Swift reads it. Only when nothing in between has a value and the typed
/// name has none either (`var a, b: Int = 1` is swiftc's "type annotation missing in pattern" for `a`).
extension Checker {
    func typeAnnotation(of binding: PatternBindingSyntax, in bindings: PatternBindingListSyntax) -> TypeAnnotationSyntax? {
        if let written = binding.typeAnnotation { return written }
        guard binding.initializer == nil, binding.accessorBlock == nil else { return nil }
        var isAfter = false
        for other in bindings {
            guard isAfter else {
                isAfter = other.id == binding.id
                continue
            }
            if other.initializer != nil || other.accessorBlock != nil { return nil }
            if let shared = other.typeAnnotation { return shared }
        }
        return nil
    }
}
