/// What a registration creates views from: `register(MyCell.self, …)` or `register(UINib(…), …)`.
public enum RegistrationSource {
    case `class`(SimClass)
    case nib(Nib)
    /// A storyboard table or collection view's prototype cell, registered under its reuseIdentifier.
    case prototype(IBObject)

    /// `class MyCell` or `nib "MyCell"`, as snapshots and events show it.
    public var displayName: String {
        switch self {
        case .class(let cls): return "class \(cls.simClassName)"
        case .nib(let nib): return "nib \"\(nib.name)\""
        case .prototype(let object): return "prototype \(object.className)"
        }
    }
}

/// Where a view's reuse queue and registration live: one table per role, identifiers case-sensitive.
struct ReuseKey: Hashable {
    var role: ViewRole
    var identifier: String
}

/// One entry of a view's registration table.
struct Registration {
    enum Maker {
        case source(RegistrationSource)
        /// A UICollectionView.CellRegistration registers itself this way on first use.
        case cellRegistration(CellRegistration)
    }

    var key: ReuseKey
    var maker: Maker

    var source: RegistrationSource {
        switch maker {
        case .source(let source): return source
        case .cellRegistration(let registration): return registration.source
        }
    }

    /// `class MyCell`, `nib "MyCell"` or `registration 0x…`.
    var displayName: String {
        switch maker {
        case .source(let source): return source.displayName
        case .cellRegistration(let registration): return "registration \(registration.address)"
        }
    }
}

/// Registrations in the order they were made; replacing one keeps its place.
struct RegistrationTable {
    private(set) var entries: [Registration] = []
    private var positions: [ReuseKey: Int] = [:]

    subscript(key: ReuseKey) -> Registration? {
        guard let position = positions[key], entries.indices.contains(position) else { return nil }
        return entries[position]
    }

    mutating func set(_ registration: Registration) {
        if let position = positions[registration.key], entries.indices.contains(position) {
            entries[position] = registration
        } else {
            positions[registration.key] = entries.count
            entries.append(registration)
        }
    }

    /// Returns whether there was something to remove.
    @discardableResult
    mutating func remove(_ key: ReuseKey) -> Bool {
        guard let position = positions[key], entries.indices.contains(position) else { return false }
        entries.remove(at: position)
        positions = [:]
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
        return true
    }
}
