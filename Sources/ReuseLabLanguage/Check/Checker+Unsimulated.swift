/// The honest boundary for UIKit: API real UIKit has but ReuseLab does not simulate is reported in ReuseLab's
/// own words (`'UIStepper.autorepeat' is not simulated in ReuseLab yet`), so it does not read as the learner's
/// mistake; a genuine misspelling keeps swiftc's "has no member".
extension Checker {
    /// The message for a member the type lacks: ours when some UIKit class in its superclass chain has the
    /// member on iOS, else `swiftcMessage`.
    func missingMemberMessage(_ name: String, in type: SType, swiftcMessage: Diagnostics.Message) -> Diagnostics.Message {
        if let unsupported = unsupportedLibraryMember(name, in: type) { return unsupported }
        if let constrained = constrainedExtensionMessage(name, in: type) { return constrained }
        guard case .nominal(let decl, _) = type.unwrappedFully else { return swiftcMessage }
        return unsimulatedInheritedMember(name, of: decl) ?? swiftcMessage
    }

    /// Ours when a UIKit class in `decl`'s superclass chain has `name` on iOS: also for a bare name inside a
    /// subclass's method (`accessibilityLabel = …` in a cell).
    func unsimulatedInheritedMember(_ name: String, of decl: NominalDecl) -> Diagnostics.Message? {
        for c in decl.classChain where c.fromPrelude {
            let qualified = c.qualifiedName + "." + name
            if UIKitCatalog.members.contains(qualified) { return Diagnostics.notSimulated(qualified) }
        }
        return nil
    }

    /// The message for a type or name not found: ours when UIKit has a type of that name.
    func missingTypeMessage(_ name: String, swiftcMessage: Diagnostics.Message) -> Diagnostics.Message {
        if let obsolete = obsoleteSpelling(name) { return obsolete }
        if Checker.unsupportedLibraryTypes.contains(name) || LibraryTypeCatalog.types.contains(name) {
            return Diagnostics.featureUnsupported(name)
        }
        return UIKitCatalog.types.contains(name) ? Diagnostics.notSimulated(name) : swiftcMessage
    }
}
