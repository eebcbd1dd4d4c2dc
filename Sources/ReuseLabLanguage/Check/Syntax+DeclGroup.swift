import SwiftSyntax

extension SyntaxProtocol {
    /// This node as a type's or an extension's declaration, or nil. A switch on the kind: swift-syntax's
    /// `asProtocol(DeclGroupSyntax.self)` casts to the protocol at run time, and the first cast of each kind scans
    /// every conformance record in the binary (1 % of a corpus script's instructions).
    var declGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .classDecl: cast(ClassDeclSyntax.self)
        case .structDecl: cast(StructDeclSyntax.self)
        case .enumDecl: cast(EnumDeclSyntax.self)
        case .protocolDecl: cast(ProtocolDeclSyntax.self)
        case .extensionDecl: cast(ExtensionDeclSyntax.self)
        case .actorDecl: cast(ActorDeclSyntax.self)
        default: nil
        }
    }

    /// This node as a declaration with a name, or nil; the same switch instead of `asProtocol(NamedDeclSyntax.self)`.
    var namedDecl: (any NamedDeclSyntax)? {
        switch kind {
        case .classDecl: cast(ClassDeclSyntax.self)
        case .structDecl: cast(StructDeclSyntax.self)
        case .enumDecl: cast(EnumDeclSyntax.self)
        case .protocolDecl: cast(ProtocolDeclSyntax.self)
        case .actorDecl: cast(ActorDeclSyntax.self)
        case .typeAliasDecl: cast(TypeAliasDeclSyntax.self)
        case .associatedTypeDecl: cast(AssociatedTypeDeclSyntax.self)
        case .functionDecl: cast(FunctionDeclSyntax.self)
        case .macroDecl: cast(MacroDeclSyntax.self)
        case .precedenceGroupDecl: cast(PrecedenceGroupDeclSyntax.self)
        case .operatorDecl: cast(OperatorDeclSyntax.self)
        default: nil
        }
    }
}
