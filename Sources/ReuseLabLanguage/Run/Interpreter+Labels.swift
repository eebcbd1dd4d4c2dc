/// Labelled `if` and `do` (labelled loops and `switch`es end themselves in `exec`).
extension Interpreter {
    /// `break label` inside ends the statement; `continue label` on a `do` runs its body again.
    func runLabeledBlock(_ label: String, _ body: [Stmt], _ restartsOnContinue: Bool, _ frame: Frame) throws -> Completion {
        while true {
            let completion = try run(body, in: frame)
            switch completion {
            case .broke(let l) where l == label: return .normal
            case .continued(let l) where l == label && restartsOnContinue:
                try tick(body.first?.loc ?? lastLoc)
                continue
            default: return completion
            }
        }
    }
}
