import Synchronization

/// Every name any type has had as a nested type, a typealias member or an associated type, in any world of this
/// process: the only names a bare type name written inside a type can mean other than a top-level type or a
/// generic parameter (`Checker.enclosingTypeName`). Most names written in members are top-level types (`CGFloat`,
/// `String`, `UIView`), and telling so walked every enclosing type's class chain and conformances (a fortieth of
/// a `run` of a corpus script). The tables' setters add to it (`NominalDecl`); nothing is taken out, so a name
/// a rollback removed is only looked for again. Process-wide and locked, as worlds live on more than one thread.
enum MemberTypeNames {
    private static let names = Mutex<Set<String>>([])

    static func add(_ new: some Sequence<String>) {
        names.withLock { $0.formUnion(new) }
    }

    /// False when no type has ever had a member type called `name`.
    static func mayName(_ name: String) -> Bool {
        names.withLock { $0.contains(name) }
    }
}
