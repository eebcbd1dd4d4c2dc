/// `while`, `repeat`-`while` and `for` over an `Int` range on the typed tier, pass for pass as `exec` runs
/// them: the statement's own step, then one step a pass at the loop's location, and `break`/`continue`
/// (labelled or not) ending or going on exactly as `loopExit` decides. Only loops whose passes run in the
/// function's frame get here: one a closure may capture (`iterationFrame`) is not compiled.
extension TypedCompiler {
    /// The label's number, registered before the body is compiled. Numbered by name, as `loopExit`
    /// compares labels by name: two loops with the same label share a number.
    mutating func loopLabel(_ label: String?) -> Int {
        guard let label else { return 0 }
        if let index = labels.firstIndex(of: label) { return index + 1 }
        labels.append(label)
        return labels.count
    }

    mutating func whileLoop(_ conditions: [Condition], _ body: [Stmt], label: String?, loc: SourceLoc) throws -> TypedStatementCode {
        let holds = try self.conditions(conditions)
        let number = loopLabel(label)
        let pass = try block(body)
        return { i, r in
            try i.beginStatement(at: loc)
            while try holds.value(i, r) {
                try i.tick(loc)
                if let exit = TypedCompiler.loopExit(try pass(i, r), label: number) { return exit }
            }
            return .normal
        }
    }

    mutating func repeatLoop(_ body: [Stmt], _ condition: Expr, label: String?, loc: SourceLoc) throws -> TypedStatementCode {
        let number = loopLabel(label)
        let pass = try block(body)
        let holds = try test(condition)
        return { i, r in
            try i.beginStatement(at: loc)
            repeat {
                try i.tick(loc)
                if let exit = TypedCompiler.loopExit(try pass(i, r), label: number) { return exit }
            } while try holds.value(i, r)
            return .normal
        }
    }

    /// `for i in a..<b` and `for _ in a...b`: the bounds once, checked as `eval` checks a range (a closed
    /// range up to `Int.max` stops before it there, as the general path's does).
    mutating func forIn(
        _ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt], label: String?, loc: SourceLoc
    ) throws -> TypedStatementCode {
        guard case .range(let low, let high, let closed) = sequence.kind, try scalar(low) == .int, try scalar(high) == .int
        else { throw NotTyped() }
        let lower = try int(low)
        let upper = try int(high)
        let rangeLoc = sequence.loc
        // The loop variable's register, or -1 for `_`.
        let variable: Int
        switch pattern {
        case .wildcard: variable = -1
        case .bind(let ref):
            variable = try register(ref)
            bind(variable, to: .int)
        default: throw NotTyped()
        }
        let number = loopLabel(label)
        // No `where`: a condition that always holds, rather than an optional closure (see `TypedCompiler`).
        let admits: BoolCode
        if let whereClause { admits = try bool(whereClause) } else { admits = { _, _ in true } }
        let pass = try block(body)
        return { i, r in
            try i.beginStatement(at: loc)
            let start = try lower(i, r)
            let bound = try upper(i, r)
            if start > bound { try i.stop(i.fatal(Diagnostics.rangeBoundsReversed, at: rangeLoc)) }
            let end = closed ? (bound == Int.max ? bound : bound + 1) : bound
            var next = start
            while next < end {
                let element = next
                next += 1
                try i.tick(loc)
                if variable >= 0 { r[variable] = element }
                guard try admits(i, r) else { continue }
                if let exit = TypedCompiler.loopExit(try pass(i, r), label: number) { return exit }
            }
            return .normal
        }
    }

    /// What a loop does after one pass: nil to go on, or how the loop statement completes (`loopExit`).
    @inline(__always)
    static func loopExit(_ completion: TypedCompletion, label: Int) -> TypedCompletion? {
        switch completion {
        case .normal: return nil
        case .returned: return completion
        case .broke(let l): return l == 0 || l == label ? .normal : completion
        case .continued(let l): return l != 0 && l != label ? completion : nil
        }
    }
}
