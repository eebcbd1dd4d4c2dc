/// Failable initializers: `return nil`, or a failed `self.init`/`super.init` they delegate to, ends the
/// initializer with no instance.
struct InitializerFailed: Error {}

extension Interpreter {
    /// The body's completion, or nil when a failable initializer it delegated to failed.
    func runInitializerBody(_ body: [Stmt], of fn: FuncDecl, in frame: Frame) throws -> Completion? {
        do {
            return try run(body, in: frame)
        } catch is InitializerFailed {
            return nil
        }
    }
}
