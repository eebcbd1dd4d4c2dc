// `if let name` and `guard let name` unwrap a property of `self` as well as a local: the new local shadows the
// property inside the branch, in a class method, a struct method and a property observer.
final class Draft {
    var title: String?
    var onSave: ((String) -> Void)?

    var subtitle: String? {
        didSet {
            if let subtitle { print("subtitle set to \(subtitle)") }
        }
    }

    func save() {
        guard let title else {
            print("nothing to save")
            return
        }
        if let onSave { onSave(title.uppercased()) }
    }
}

struct Badge {
    var count: Int?
    func label() -> String {
        if let count, count > 0 { return "\(count) new" }
        return "none"
    }
}

let draft = Draft()
draft.save()
draft.title = "groceries"
draft.onSave = { print("saved \($0)") }
draft.save()
draft.subtitle = "weekly"
print(Badge(count: 3).label(), Badge(count: nil).label(), Badge(count: 0).label())
// expect: nothing to save
// expect: saved GROCERIES
// expect: subtitle set to weekly
// expect: 3 new none none
