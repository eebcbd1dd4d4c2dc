// A settings row carries its action in an associated value; a trailing closure fills that payload as it fills
// a function's last parameter, label or not.
enum Row {
    case toggle(title: String, isOn: Bool)
    case action(title: String, destructive: Bool, handler: () -> Void)
    case link(String, open: (() -> Void)?)
}

var log: [String] = []
let rows: [Row] = [
    .toggle(title: "Sync", isOn: true),
    .action(title: "Sign Out", destructive: true) { log.append("signed out") },
    .link("Help") { log.append("opened help") },
]
for row in rows {
    switch row {
    case .toggle(let title, let isOn): print(title, isOn)
    case .action(let title, _, let handler):
        print(title)
        handler()
    case .link(let title, let open):
        print(title)
        open?()
    }
}
let extra = Row.action(title: "Reset", destructive: false) { log.append("reset") }
if case .action(_, _, let run) = extra { run() }
print(log)
// expect: Sync true
// expect: Sign Out
// expect: Help
// expect: ["signed out", "opened help", "reset"]
