/// The initializers a type offers: its own, and those it inherits by Swift's rules (all of the superclass's
/// when it declares no designated initializer; required ones always; convenience ones when it overrides every
/// designated one). Both the checker and the interpreter (UIKit creating a cell) ask.
extension NominalDecl {
    var availableInitializers: [FuncDecl] {
        var result = initializers
        guard isClass, let sup = superclassDecl else { return result }
        // The superclass's list once, and each signature spelled once: asked for every initializer call, this
        // was computed twice a level (sixteen times for a cell) and compared every pair's spelled types.
        let superInitializers = sup.availableInitializers
        let ownSignatures = Set(initializers.map(\.initializerSignature))
        let inherited = superInitializers.filter { !ownSignatures.contains($0.initializerSignature) }
        let ownDesignated = initializers.filter { !$0.isConvenience }
        if ownDesignated.isEmpty {
            result += inherited
        } else {
            let overridesAll = superInitializers.allSatisfy { s in s.isConvenience || ownDesignated.contains { $0.labels == s.labels } }
            result += inherited.filter { $0.isRequired || ($0.isConvenience && overridesAll) }
        }
        return result
    }
}

extension FuncDecl {
    /// Labels and parameter types as written out: an initializer with the same one as an inherited one hides it.
    fileprivate var initializerSignature: String {
        var signature = ""
        for p in params {
            signature += (p.label ?? "_") + ":" + p.type.description + ","
        }
        return signature
    }
}
