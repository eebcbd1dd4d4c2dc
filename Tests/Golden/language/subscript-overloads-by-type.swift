// Subscripts that share their labels are told apart by the argument's type, as swiftc's overload resolution does.
final class SectionStore {
    private var titles: [String: String] = ["inbox": "Inbox", "sent": "Sent"]
    private var order = ["inbox", "sent"]

    subscript(key: String) -> String? { titles[key] }
    subscript(index: Int) -> String { titles[order[index]] ?? "?" }
    subscript(range: ClosedRange<Int>) -> [String] { range.map { self[$0] } }
    subscript(safe index: Int) -> String? { order.indices.contains(index) ? self[index] : nil }
}

let store = SectionStore()
print(store["sent"] as Any, store[0], store[0...1], store[safe: 4] as Any)
// expect: Optional("Sent") Inbox ["Inbox", "Sent"] nil
