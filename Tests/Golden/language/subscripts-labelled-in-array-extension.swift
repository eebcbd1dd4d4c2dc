// A labelled subscript added to Array (`rows[safe: 5]`) beside the built-in `rows[1]`.
extension Array {
    subscript(safe index: Int) -> Element? {
        return indices.contains(index) ? self[index] : nil
    }
}
let rows = ["Inbox", "Sent"]
print(rows[1], rows[safe: 1] ?? "none", rows[safe: 5] ?? "none")
if let title = rows[safe: 0] { print("first row:", title) }
// expect: Sent Sent none
// expect: first row: Inbox
