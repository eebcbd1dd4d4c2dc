// An enum case's payloads may have default values: a call leaves out any of them (by label, in order), and a switch still binds every payload.
enum Badge {
    case count(_ value: Int = 1, tint: String = "red")
    case dot(visible: Bool = true, pulse: Bool = false)
    case text(String, bold: Bool = false)
}

func describe(_ badge: Badge) -> String {
    switch badge {
    case .count(let value, let tint): return "count \(value) in \(tint)"
    case .dot(let visible, let pulse): return "dot visible: \(visible) pulse: \(pulse)"
    case .text(let words, bold: let bold): return "text \(words)\(bold ? " (bold)" : "")"
    }
}

let badges: [Badge] = [.count(), .count(7), .count(tint: "blue"), .dot(pulse: true), .dot(), .text("new"), Badge.text("sale", bold: true)]
for badge in badges {
    print(describe(badge))
}

var retry = 0
enum Fetch {
    case again(after: Int = 2, limit: Int = 3)
}
let plan = Fetch.again(limit: 5)
if case .again(let after, let limit) = plan {
    retry = after * limit
}
print(retry)
// expect: count 1 in red
// expect: count 7 in red
// expect: count 1 in blue
// expect: dot visible: true pulse: true
// expect: dot visible: true pulse: false
// expect: text new
// expect: text sale (bold)
// expect: 10
