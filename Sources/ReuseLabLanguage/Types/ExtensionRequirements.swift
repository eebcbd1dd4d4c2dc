import SwiftSyntax

/// What a constrained extension of a generic type asks of the type's arguments
/// (`extension Array where Element: Equatable`, `extension Dictionary where Key == String`,
/// `extension Optional where Wrapped == String`): its members exist on a type exactly when they hold.
/// `extension Sequence`/`Collection …` are declared on `Array` with requirements of this kind too (see
/// `Checker+ConstrainedExtensions.swift`).
final class ExtensionRequirements {
    /// How swiftc names the extended type in its messages: `Array`, `Dictionary`, `Sequence`.
    let extendedName: String
    /// `extension Sequence …`: swiftc's note names the parameter `Self.Element`.
    let isProtocolExtension: Bool
    /// The extended type's own generic parameters, in order.
    let originals: [GenericParam]
    /// The same parameters as the extension sees them: copies carrying the extension's constraints.
    let params: [GenericParam]
    /// `Element == Item`: the type a parameter is fixed to, by position.
    var fixed: [Int: SType] = [:]
    /// Names the extension's body reads as a concrete type: a fixed parameter (`Element` is `Item`), and
    /// `Index` (`Int`) in an `extension Collection`.
    var fixedNames: [String: SType] = [:]
    /// The where clause had an error of its own: the members' bodies are not checked (see `markConstrainedMembers`).
    var whereClauseFailed = false
    /// Declared in the prelude: swiftc's notes on unmet requirements point into the standard library.
    var declaredInLibrary = false
    /// The learner's `extension … where …`: swiftc's note on an unmet requirement points at it.
    var declaration: Syntax?

    init(extendedName: String, isProtocolExtension: Bool, originals: [GenericParam]) {
        self.extendedName = extendedName
        self.isProtocolExtension = isProtocolExtension
        self.originals = originals
        self.params = originals.map { GenericParam(name: $0.name, superclassBound: $0.superclassBound, protocols: $0.protocols) }
    }

    /// The type's arguments as the extension's body sees them.
    var arguments: [SType] { params.indices.map { fixed[$0] ?? .param(params[$0]) } }
}
