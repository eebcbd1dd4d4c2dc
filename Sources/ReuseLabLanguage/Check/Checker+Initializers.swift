import SwiftSyntax

/// swiftc's rules for initializers that the call checker does not enforce by itself.
extension Checker {
    /// `t.init(x: 1)` with `t` a metatype value may make a subclass, which only a `required` initializer is
    /// guaranteed to exist on. A final class has no subclasses, so any initializer will do.
    func requireRequiredInitializer(_ made: Expr, at nameNode: some SyntaxProtocol) {
        guard !isPrelude, case .call(.initializer(_, let fn), _, _, _) = made.kind,
            let owner = fn.owner, owner.isClass, !owner.isFinal, !fn.isRequired, !owner.fromPrelude
        else { return }
        var notes: [CompileNote] = []
        if let written = fn.nameNode {
            notes.append(CompileNote(Diagnostics.selectedNonRequiredInitializer(fn.fullName), at: written))
        } else if let className = owner.nameNode {
            notes.append(CompileNote(Diagnostics.selectedImplicitInitializer(fn.fullName), at: className))
        }
        error(Diagnostics.metatypeConstructionNeedsRequired(owner.name), at: nameNode, notes: notes)
    }
}

extension Checker {
    /// `return nil` ends a failable initializer with no instance; nothing else may be returned from one.
    func checkInitializerReturn(_ r: ReturnStmtSyntax, _ value: ExprSyntax, at l: SourceLoc) -> Stmt {
        guard value.is(NilLiteralExprSyntax.self) else {
            error(Diagnostics.onlyNilReturnInInitializer, at: r)
            return Stmt(.ret(nil), l)
        }
        if context.funcDecl?.isFailable != true {
            error(Diagnostics.nilReturnInNonFailableInitializer, at: r, notes: makeInitializerFailableNotes(r))
        }
        return Stmt(.ret(Expr(.nilLiteral, .nilLiteral, loc(value))), l)
    }
}

extension Checker {
    /// A class's convenience initializer must delegate with `self.init(…)`. swiftc finds a missing delegation
    /// after type checking (definite initialization); ReuseLab catches the common case, a body with no
    /// `self.init` at all: at the first use of `self` before it, else at the closing brace.
    func requireDelegation(_ fn: FuncDecl, _ body: CodeBlockSyntax) {
        guard !isPrelude, fn.isConvenience, let owner = fn.owner, owner.isClass else { return }
        final class Finder: SyntaxVisitor {
            var delegates = false
            var firstSelfUse: Syntax?
            let isMember: (String) -> Bool
            init(isMember: @escaping (String) -> Bool) {
                self.isMember = isMember
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.isKeyword(.`init`),
                    node.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true
                {
                    delegates = true
                    return .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if firstSelfUse == nil, node.baseName.isKeyword(.self) || isMember(node.baseName.text) {
                    firstSelfUse = Syntax(node)
                }
                return .visitChildren
            }
        }
        let instanceType = owner.declaredType
        let params = Set(fn.params.map(\.name))
        let finder = Finder { name in !params.contains(name) && !self.lookupMembers(name, in: instanceType, isStatic: false).isEmpty }
        finder.walk(body)
        guard !finder.delegates else { return }
        if let use = finder.firstSelfUse {
            error(Diagnostics.selfUsedBeforeSelfInit, at: use)
        } else {
            error(Diagnostics.selfInitNotOnAllPaths, at: body.rightBrace)
        }
    }
}
