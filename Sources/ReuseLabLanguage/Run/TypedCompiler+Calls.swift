/// Calls on the typed tier: a plain function whose parameters and result are scalars, every argument
/// written. Whether the callee itself runs typed is asked when the call runs (it may be the function being
/// compiled, or one not called yet): a typed callee gets a register file of its own, filled straight from
/// the caller's; any other callee is given `Value`s through the general path's `callPlainFunction`.
extension TypedCompiler {
    /// The call's result as a register word (0 for `Void`). In a loop, the callee may read or write the
    /// variables the loop keeps in registers: they are written back before the call and read again after.
    func call(_ fn: FuncDecl, _ args: [Expr?], loc: SourceLoc) throws -> IntCode {
        let call = try registersOnlyCall(fn, args, loc: loc)
        guard let loop else { return call }
        guard !fn.isAsync else { throw NotTyped() }
        return { i, r in try i.callSharingLoopVariables(call, loop, r) }
    }

    private func registersOnlyCall(_ fn: FuncDecl, _ args: [Expr?], loc: SourceLoc) throws -> IntCode {
        guard fn.isPlainFunction, args.count == fn.params.count, let signature = TypedSignature(fn, in: world) else {
            throw NotTyped()
        }
        let (parameters, result) = (signature.parameters, signature.result)
        var written: [Expr] = []
        for (argument, parameter) in zip(args, parameters) {
            guard let argument, try scalar(argument) == parameter else { throw NotTyped() }
            written.append(argument)
        }
        let pass = try arguments(written)
        // The callee is not retained: the declaration holds its typed body for the whole call (as
        // `runPlainCall` holds a compiled one; see `TypedBodyState.unretained`). One or two arguments (most
        // calls) are evaluated here, into locals, rather than through `pass`.
        switch written.count {
        case 1:
            let first = try wordOperand(written[0])
            return { i, r in
                guard let callee = fn.typedBodyState.unretained else {
                    return try i.callUndecided(fn, parameters, result, passing: pass, from: r, loc: loc)
                }
                let a = try first.value(i, r)
                let registers = i.caches.registers.take(callee._withUnsafeGuaranteedRef { $0.registerCount })
                registers[0] = a
                return try i.runTyped(callee, in: registers, loc: loc)
            }
        case 2:
            let first = try wordOperand(written[0])
            let second = try wordOperand(written[1])
            return { i, r in
                guard let callee = fn.typedBodyState.unretained else {
                    return try i.callUndecided(fn, parameters, result, passing: pass, from: r, loc: loc)
                }
                let a = try first.value(i, r)
                let b = try second.value(i, r)
                let registers = i.caches.registers.take(callee._withUnsafeGuaranteedRef { $0.registerCount })
                registers[0] = a
                registers[1] = b
                return try i.runTyped(callee, in: registers, loc: loc)
            }
        default:
            return { i, r in
                guard let callee = fn.typedBodyState.unretained else {
                    return try i.callUndecided(fn, parameters, result, passing: pass, from: r, loc: loc)
                }
                let registers = try i.takeRegisters(callee._withUnsafeGuaranteedRef { $0.registerCount }, passing: pass, from: r)
                return try i.runTyped(callee, in: registers, loc: loc)
            }
        }
    }

    /// Each argument into the callee's register of the same number; one or two without an array.
    func arguments(_ written: [Expr]) throws -> ArgumentsCode {
        switch written.count {
        case 0: return { _, _, _ in }
        case 1:
            let first = try wordOperand(written[0])
            return { i, caller, callee in callee[0] = try first.value(i, caller) }
        case 2:
            let first = try wordOperand(written[0])
            let second = try wordOperand(written[1])
            return { i, caller, callee in
                callee[0] = try first.value(i, caller)
                callee[1] = try second.value(i, caller)
            }
        default:
            var words: [TypedArgument] = []
            for argument in written { words.append(TypedArgument(word: try word(argument))) }
            return { i, caller, callee in
                try words.withUnsafeBufferPointer { words in
                    for index in words.indices { callee[index] = try words[index].word(i, caller) }
                }
            }
        }
    }
}

/// A compiled argument kept in an array (see `CompiledStatement`).
struct TypedArgument {
    let word: IntCode
}

extension Interpreter {
    /// A typed function called from typed code, its arguments in `registers`: what `callPlainFunction`
    /// does after evaluating them. The window is given back however the call ends.
    @inline(__always)
    func runTyped(_ callee: Unmanaged<TypedBody>, in registers: Registers, loc: SourceLoc) throws -> Int {
        defer { caches.registers.give(back: registers) }
        try tick(loc)
        try enterCall(loc)
        defer { leaveCall() }
        return try callee._withUnsafeGuaranteedRef { body in body.resultWord(try body.run(self, registers)) }
    }

    /// A window for a call with its arguments evaluated into it (given back if one of them throws).
    func takeRegisters(_ count: Int, passing arguments: ArgumentsCode, from caller: Registers) throws -> Registers {
        let registers = caches.registers.take(count)
        do {
            try arguments(self, caller, registers)
        } catch {
            caches.registers.give(back: registers)
            throw error
        }
        return registers
    }

    /// A call whose callee has not run yet: it is compiled now, or found to stay on the general path.
    func callUndecided(
        _ fn: FuncDecl, _ parameters: [Scalar], _ result: Scalar?, passing arguments: ArgumentsCode, from caller: Registers,
        loc: SourceLoc
    ) throws -> Int {
        if let callee = typedBody(of: fn) {
            let registers = try takeRegisters(callee.registerCount, passing: arguments, from: caller)
            return try runTyped(Unmanaged.passUnretained(callee), in: registers, loc: loc)
        }
        return try callGeneral(fn, parameters, result, passing: arguments, from: caller, loc: loc)
    }

    /// A function on the general path called from typed code: the arguments as values, the result as a word.
    func callGeneral(
        _ fn: FuncDecl, _ parameters: [Scalar], _ result: Scalar?, passing arguments: ArgumentsCode, from caller: Registers,
        loc: SourceLoc
    ) throws -> Int {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: max(parameters.count, 1)) { buffer in
            let words = buffer.baseAddress.unsafelyUnwrapped
            try arguments(self, caller, words)
            let value = try callPlainFunction(
                fn,
                passing: { _, _, callee in
                    for index in parameters.indices { callee.pass(parameters[index].value(of: words[index]), at: index) }
                }, loc: loc, caller: propertyNativeFrame)
            // As after any call on the general path: the callee's locals were released as it returned.
            if !deinits.pending.isEmpty { try drainDeinits() }
            return result?.word(of: value) ?? 0
        }
    }
}
