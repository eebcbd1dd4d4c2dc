// A protocol that refines CustomStringConvertible can give its conforming types their `description` in an
// extension: print, interpolation and String(describing:) all use it. Beside a type with its own `<`, an
// implicit member still leads an arithmetic chain (`.pi * r * r`).
protocol Badge: CustomStringConvertible {
    var label: String { get }
    var count: Int { get }
}
extension Badge {
    var description: String { count == 0 ? label : "\(label) (\(count))" }
}
struct InboxBadge: Badge { let label = "Inbox"; var count: Int }
struct DraftsBadge: Badge {
    var count: Int
    var label: String { "Drafts" }
    var description: String { "Drafts: \(count)" }
}
let badges: [any Badge] = [InboxBadge(count: 3), InboxBadge(count: 0), DraftsBadge(count: 1)]
print(badges)
// expect: [Inbox (3), Inbox, Drafts: 1]
print("\(InboxBadge(count: 2))", String(describing: badges[2]))
// expect: Inbox (2) Drafts: 1
struct Priority: Comparable {
    let rank: Int
    static func < (a: Priority, b: Priority) -> Bool { a.rank < b.rank }
}
struct Dot { let r: Double; var area: Double { .pi * r * r } }
print(Dot(r: 2).area, Priority(rank: 1) < Priority(rank: 2), Priority(rank: 3) >= Priority(rank: 2))
// expect: 12.566370614359172 true true
