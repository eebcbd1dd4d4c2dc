/// The initializers a type offers: its own, and those it inherits by Swift's rules (all of the superclass's
/// when it declares no designated initializer; required ones always; convenience ones when it overrides every
/// designated one). Both the checker and the interpreter (UIKit creating a cell) ask.
extension NominalDecl {
    var availableInitializers: [FuncDecl] {
        var result = initializers
        guard isClass, let sup = superclassDecl else { return result }
        let ownDesignated = initializers.filter { !$0.isConvenience }
        let inherited = sup.availableInitializers.filter { s in
            !result.contains { $0.labels == s.labels && $0.params.map(\.type.description) == s.params.map(\.type.description) }
        }
        if ownDesignated.isEmpty {
            result += inherited
        } else {
            let supDesignated = sup.availableInitializers.filter { !$0.isConvenience }
            let overridesAll = supDesignated.allSatisfy { s in ownDesignated.contains { $0.labels == s.labels } }
            result += inherited.filter { $0.isRequired || ($0.isConvenience && overridesAll) }
        }
        return result
    }
}
