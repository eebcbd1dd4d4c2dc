/// The reuse machinery a table or collection view owns: its registrations, its queues, making new views
/// and handing back queued ones, and its counters.
final class ReusePool {
    let simulation: Simulation
    /// How events name the owning view; a closure so a later `Simulation.name(_:as:)` shows up.
    private let ownerName: () -> String
    private(set) var registrations = RegistrationTable()
    private var queues: [ReuseKey: ReuseQueue] = [:]
    /// Cells handed out outside layout, for the diagram's `held` row.
    private var held = HeldCells()
    /// Cells only: header/footer and supplementary views are not counted.
    private(set) var cellsCreated = 0
    private(set) var cellsReused = 0

    init(simulation: Simulation, ownerName: @escaping () -> String) {
        self.simulation = simulation
        self.ownerName = ownerName
    }

    /// A second registration for the same key replaces the first; nil unregisters. Queued views stay queued.
    func register(_ maker: Registration.Maker?, for key: ReuseKey) {
        if let maker {
            let registration = Registration(key: key, maker: maker)
            registrations.set(registration)
            simulation.record(
                .registered(
                    view: ownerName(), role: key.role.displayName, identifier: key.identifier,
                    source: registration.displayName))
        } else if registrations.remove(key) {
            simulation.record(.unregistered(view: ownerName(), role: key.role.displayName, identifier: key.identifier))
        }
    }

    func registration(for key: ReuseKey) -> Registration? {
        registrations[key]
    }

    /// The oldest queued view for the key (after its prepareForReuse), else a new one from the registration,
    /// else nil. Raises the nib exceptions; the learner's initializer or prepareForReuse may throw too.
    func dequeue(_ key: ReuseKey, at indexPath: IndexPath?) throws -> SimView? {
        // Changed in place (`queues[key]?…`): a copy out and back would copy the queue's storage every time.
        if let view = queues[key]?.removeOldest() {
            do {
                try simulation.host.prepareForReuse(view)
            } catch {
                // Keep the simulation as it was: the view goes back to the front of its queue.
                queues[key]?.restoreOldest(view)
                throw error
            }
            if key.role.isCell { cellsReused += 1 }
            simulation.record(
                .reused(
                    view: ownerName(), cell: view.simLabel, role: key.role.displayName,
                    identifier: key.identifier))
            simulation.record(
                .dequeued(
                    view: ownerName(), cell: view.simLabel, role: key.role.displayName,
                    identifier: key.identifier, indexPath: indexPath, reused: true))
            noteHandedOut(view, role: key.role)
            return view
        }
        guard let registration = registrations[key] else { return nil }
        let view = try makeView(from: registration)
        view.simReuseIdentifier = key.identifier
        if key.role.isCell { cellsCreated += 1 }
        simulation.record(
            .created(
                view: ownerName(), cell: view.simLabel, role: key.role.displayName,
                identifier: key.identifier, indexPath: indexPath))
        simulation.record(
            .dequeued(
                view: ownerName(), cell: view.simLabel, role: key.role.displayName,
                identifier: key.identifier, indexPath: indexPath, reused: false))
        noteHandedOut(view, role: key.role)
        return view
    }

    /// Parks a view that left the screen in its identifier's queue. A view without a reuse identifier
    /// (made by the program, not dequeued) is dropped, as UIKit drops it.
    func enqueue(_ view: SimView, role: ViewRole, leaving indexPath: IndexPath?) {
        guard let identifier = view.simReuseIdentifier else { return }
        let key = ReuseKey(role: role, identifier: identifier)
        guard queues[key]?.contains(view) != true else { return }
        queues[key, default: ReuseQueue()].append(view)
        simulation.record(
            .enqueued(
                view: ownerName(), cell: view.simLabel, role: role.displayName, identifier: identifier,
                indexPath: indexPath))
    }

    /// Waiting views for the key, oldest first.
    func queuedViews(for key: ReuseKey) -> [SimView] {
        queues[key]?.views ?? []
    }

    /// Every queue that has ever held a view, in identifier order. Cell queues are named by their identifier;
    /// other roles say theirs first (`header/footer Header`), since identifiers may repeat across roles.
    private func noteHandedOut(_ view: SimView, role: ViewRole) {
        if role.isCell, !simulation.isAskingForCell { held.note(view) }
    }

    /// Cells dequeued outside layout that something still holds, other than those on screen (`displayed`).
    func heldCellLabels(displayed: [SimView]) -> [String] {
        let elsewhere = Set((displayed + queues.values.flatMap(\.views)).map(ObjectIdentifier.init))
        return held.labels(excluding: elsewhere)
    }

    func queueSnapshots() -> [QueueSnapshot] {
        queues.map { key, queue in
            let name = key.role.isCell ? key.identifier : "\(key.role.displayName) \(key.identifier)"
            return QueueSnapshot(identifier: name, cells: queue.views.map(\.simLabel))
        }
        .sorted { $0.identifier < $1.identifier }
    }

    private func makeView(from registration: Registration) throws -> SimView {
        let key = registration.key
        switch registration.source {
        case .class(let cls):
            return try simulation.host.makeView(of: cls, role: key.role, reuseIdentifier: key.identifier)
        case .nib(let nib):
            let document: NibDocument
            do {
                document = try nib.document()
            } catch let exception as UIKitException {
                throw simulation.raise(exception)
            }
            switch NibValidation.objectToInstantiate(from: document, for: key, host: simulation.host) {
            case .success(let object):
                return try simulation.host.makeView(fromNibObject: object, role: key.role, reuseIdentifier: key.identifier)
            case .failure(let exception):
                throw simulation.raise(exception)
            }
        case .prototype(let object):
            return try simulation.host.makeView(fromNibObject: object, role: key.role, reuseIdentifier: key.identifier)
        }
    }
}
