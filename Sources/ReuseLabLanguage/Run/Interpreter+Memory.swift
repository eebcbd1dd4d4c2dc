/// Object lifetimes as Swift has them. An `Instance` is a Swift object, so Swift's own reference counting
/// says when the learner's last strong reference goes. Its `deinit` cannot run interpreted code there (it
/// may be in the middle of any statement, on any path that released a value), so it only queues what the
/// object held; the interpreter runs the learner's `deinit` bodies at the next statement boundary, in the
/// order objects were freed. `weak` and `unowned` properties hold a `ReferenceBox` instead of the object.

/// Objects freed and waiting for their `deinit` to run.
final class DeinitQueue {
    struct Pending {
        let decl: NominalDecl
        let fields: [Value]
        let native: AnyObject?
        let number: Int
        let address: String
    }
    var pending: [Pending] = []
    var isDraining = false
}

/// What a `weak` or `unowned` stored property holds: the object without keeping it alive.
final class ReferenceBox {
    private let reference: WeakInstance
    var object: Instance? { reference.object }
    let isUnowned: Bool
    /// The freed object's address, for `unowned`'s trap.
    let address: String

    init(_ object: Instance, isUnowned: Bool) {
        self.reference = WeakInstance(object)
        self.isUnowned = isUnowned
        self.address = object.address
    }
}

extension Instance {
    /// Called from `deinit`: queue the learner's `deinit` if this class has one.
    func queueDeinitIfNeeded() {
        guard decl.runsDeinit, !isDeinitializing, let queue = decl.deinitQueue else { return }
        queue.pending.append(DeinitQueue.Pending(decl: decl, fields: fields, native: native, number: simInstanceNumber, address: address))
    }
}

extension Interpreter {
    /// Runs the `deinit` bodies of objects freed so far, subclass first, each on a stand-in that holds the
    /// freed object's stored properties (released when its `deinit` is done, which may free more objects).
    func drainDeinits() throws {
        guard !deinits.isDraining else { return }
        deinits.isDraining = true
        defer { deinits.isDraining = false }
        // Taken out before anything runs: a release inside a `deinit` may queue more while this loop reads.
        while !deinits.pending.isEmpty {
            let batch = deinits.pending
            deinits.pending = []
            for freed in batch { try runDeinit(of: freed) }
        }
    }

    private func runDeinit(of freed: DeinitQueue.Pending) throws {
        let stand = Instance(decl: freed.decl, fieldCount: 0, number: freed.number, address: freed.address)
        stand.isDeinitializing = true
        stand.fields = freed.fields
        stand.native = freed.native
        for c in freed.decl.classChain {
            guard let body = c.deinitializer else { continue }
            _ = try call(body, receiver: .object(stand), args: [], bindings: [:], loc: lastLoc, caller: nil)
        }
    }

    /// Runs one entry's top-level code, then the `deinit`s of what it left behind (its frame's locals).
    func runEntry(_ top: [Stmt], frameSize: Int) throws {
        do {
            try runReleasingFrame(top, frameSize: frameSize)
            try turnRunLoop()
        } catch {
            // A crashed app runs nothing it had queued, and its suspended tasks never go on.
            queuedWork.removeAll()
            abandonStrandedTasks()
            throw error
        }
        try drainDeinits()
    }

    private func runReleasingFrame(_ top: [Stmt], frameSize: Int) throws {
        let frame = Frame(size: frameSize, parent: nil)
        _ = try run(top, in: frame)
    }

    /// A `weak`/`unowned` property's value: the object if it is still alive.
    func loadReference(_ stored: Value, loc: SourceLoc) throws -> Value {
        guard case .opaque(let o) = stored, let box = o as? ReferenceBox else { return stored }
        if let object = box.object { return .object(object) }
        if box.isUnowned {
            throw fatal(Diagnostics.unownedReferenceDestroyed(box.address), at: loc)
        }
        return .none
    }

    /// What a `weak`/`unowned` property stores for a value.
    func storeReference(_ value: Value, ownership: ReferenceOwnership) -> Value {
        guard ownership != .strong, case .object(let o) = value.unerased else { return value }
        return .opaque(ReferenceBox(o, isUnowned: ownership == .unowned))
    }
}
