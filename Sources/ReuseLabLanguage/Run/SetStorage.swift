/// A `Set`'s elements at run time: hash-indexed like a dictionary, so `insert`, `contains` and `remove` take
/// constant time and the set algebra is linear.
///
/// Iteration order is insertion order (a removed element leaves a hole that later compaction closes, so the
/// others keep their order). Swift's own order is unspecified and changes from run to run; insertion order
/// is the one a learner can predict, and it repeats from run to run.
///
/// The storage is a class so that a `Value` stays one word wide; it is copied on write: a mutating native
/// copies it first unless its value holds the only reference (see `Value.mutateSet`).
final class SetStorage {
    struct Entry {
        let key: DictionaryKey
        let element: Value
    }
    /// Entries in insertion order; `nil` where one was removed.
    private(set) var slots: [Entry?] = []
    /// Where each key sits in `slots`.
    private var slotOfKey: [DictionaryKey: Int] = [:]
    private(set) var count = 0

    init() {}

    private init(copying other: SetStorage) {
        slots = other.slots
        slotOfKey = other.slotOfKey
        count = other.count
    }

    func copy() -> SetStorage { SetStorage(copying: self) }

    /// The entries in iteration order.
    var entries: [Entry] {
        if count == slots.count { return slots.map { $0! } }
        return slots.compactMap { $0 }
    }

    /// The elements in iteration order.
    var elements: [Value] { slots.compactMap { $0?.element } }

    func member(_ key: DictionaryKey) -> Value? {
        guard let slot = slotOfKey[key] else { return nil }
        return slots[slot]?.element
    }

    func contains(_ key: DictionaryKey) -> Bool { slotOfKey[key] != nil }

    /// Adds the element unless an equal one is there; returns the member already there, if any.
    @discardableResult
    func insert(_ element: Value, key: DictionaryKey) -> Value? {
        if let slot = slotOfKey[key] { return slots[slot]?.element }
        slotOfKey[key] = slots.count
        slots.append(Entry(key: key, element: element))
        count += 1
        return nil
    }

    /// Removes the element filed under `key` and returns it.
    @discardableResult
    func remove(_ key: DictionaryKey) -> Value? {
        guard let slot = slotOfKey.removeValue(forKey: key) else { return nil }
        let removed = slots[slot]?.element
        slots[slot] = nil
        count -= 1
        compactIfSparse()
        return removed
    }

    func removeAll() {
        slots = []
        slotOfKey = [:]
        count = 0
    }

    /// A new set of the entries that pass.
    func filtered(_ isIncluded: (Entry) throws -> Bool) rethrows -> SetStorage {
        let result = SetStorage()
        for entry in entries where try isIncluded(entry) { result.insert(entry.element, key: entry.key) }
        return result
    }

    /// Closes the holes once they outnumber the elements, so that walking the slots stays linear in `count`.
    private func compactIfSparse() {
        guard slots.count - count > max(count, 16) else { return }
        slots = entries
        slotOfKey = [:]
        for (slot, entry) in slots.enumerated() { slotOfKey[entry!.key] = slot }
    }
}

extension Value {
    /// The set's storage, moved out of the value (left `.void`) and copied first unless it was the only
    /// reference, so that a change made to it is seen by this value alone.
    mutating func moveSetForWriting() -> SetStorage? {
        guard case .set(var storage) = self else { return nil }
        self = .void
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

extension Interpreter {
    /// The key a set files an element under: its dictionary key, or for values a dictionary cannot key (an
    /// array, an optional's nil, a set) the value hashed and compared by its contents.
    func setKey(_ v: Value) -> DictionaryKey {
        if let key = dictionaryKey(v) { return key }
        return .value(hasCustomHashing(v) ? customHashedKey(v) : HashedValue(v))
    }

    func makeSet(_ elements: [Value]) -> Value {
        let storage = SetStorage()
        for e in elements { storage.insert(e, key: setKey(e)) }
        return .set(storage)
    }
}

extension NativeCall {
    /// `mutateSelf` for a set receiver.
    func mutateSet<R>(_ body: (SetStorage) throws -> R) rethrows -> R {
        try mutateSelf { value in
            let storage = value.moveSetForWriting() ?? SetStorage()
            defer { value = .set(storage) }
            return try body(storage)
        }
    }
}
