// `date.formatted()` and `formatted(date:time:)` as a cell's subtitle shows them: ReuseLab formats in en_US and UTC, on its fixed script clock.
import UIKit

struct Message {
    let sender: String
    let sentAt: Date
}

let noon = Date(timeIntervalSince1970: 1_767_268_800)
let inbox = [
    Message(sender: "Ada", sentAt: noon),
    Message(sender: "Grace", sentAt: noon.addingTimeInterval(-90_061)),
    Message(sender: "Linus", sentAt: noon.addingTimeInterval(30 * 86_400 + 3_723)),
]

let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "message")
for message in inbox {
    cell.textLabel?.text = message.sender
    cell.detailTextLabel?.text = message.sentAt.formatted()
    print(cell.textLabel?.text ?? "", "—", cell.detailTextLabel?.text ?? "")
}

let sent = inbox[2].sentAt
print(sent.formatted(date: .numeric, time: .omitted))
print(sent.formatted(date: .abbreviated, time: .shortened))
print(sent.formatted(date: .long, time: .omitted))
print(sent.formatted(date: .complete, time: .standard))
print(sent.formatted(date: .omitted, time: .shortened))

// The script clock starts at midnight, 1 January 2026 (UTC), in every run.
let started = Date()
print(started.formatted(date: .abbreviated, time: .standard))
print(Date.now.addingTimeInterval(3 * 86_400).formatted(date: .long, time: .omitted))

// expect: Ada — 1/1/2026, 12:00 PM
// expect: Grace — 12/31/2025, 10:58 AM
// expect: Linus — 1/31/2026, 1:02 PM
// expect: 1/31/2026
// expect: Jan 31, 2026 at 1:02 PM
// expect: January 31, 2026
// expect: Saturday, January 31, 2026 at 1:02:03 PM
// expect: 1:02 PM
// expect: Jan 1, 2026 at 12:00:00 AM
// expect: January 4, 2026
