// `lazy var` in a function body: the value is computed on its first read, once, and never when no path reads it.
func makeFormatter(_ label: String) -> String {
    print("building formatter for \(label)")
    return "<\(label)>"
}

func renderRow(_ title: String, highlighted: Bool) {
    lazy var formatter = makeFormatter(title)
    print("row \(title)")
    if highlighted {
        print(formatter)
        print(formatter + "!")
    }
}

renderRow("Inbox", highlighted: false)
renderRow("Drafts", highlighted: true)

func collectBadges() {
    lazy var badges: [String] = {
        print("loading badges")
        return ["new"]
    }()
    badges.append("hot")
    badges.append("sale")
    print(badges)
    lazy var unused = makeFormatter("never")
    unused = "assigned first"
    print(unused)
}
collectBadges()

func countedClosures() {
    var made = 0
    lazy var total = made * 10
    made = 4
    let readLater = { total + 1 }
    print(readLater())
    made = 9
    print(total)
}
countedClosures()

// expect: row Inbox
// expect: row Drafts
// expect: building formatter for Drafts
// expect: <Drafts>
// expect: <Drafts>!
// expect: loading badges
// expect: ["new", "hot", "sale"]
// expect: assigned first
// expect: 41
// expect: 40
