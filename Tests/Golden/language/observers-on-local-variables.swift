// willSet and didSet on local variables: called around every change (assignment, +=, mutating calls, inout), not from the declaration, and not again for a change made inside didSet.
func bump(_ value: inout Int) { value *= 2 }

func track() {
    var score = 1 {
        willSet(next) { print("will change", score, "to", next) }
        didSet { print("changed", oldValue, "to", score) }
    }
    score += 1
    score = 10
    bump(&score)
    var items: [String] = [] {
        didSet { print("items:", items.count, "was", oldValue.count) }
    }
    items.append("a")
    items += ["b", "c"]
    var percent = 0 {
        didSet { if percent > 100 { percent = 100 } }
    }
    percent = 250
    print(score, items, percent)
    let add = { score += 100 }
    add()
}
track()
// expect: will change 1 to 2
// expect: changed 1 to 2
// expect: will change 2 to 10
// expect: changed 2 to 10
// expect: will change 10 to 20
// expect: changed 10 to 20
// expect: items: 1 was 0
// expect: items: 3 was 1
// expect: 20 ["a", "b", "c"] 100
// expect: will change 20 to 120
// expect: changed 20 to 120

for pass in 1...2 {
    var seen = pass { didSet { print("pass", pass, "now", seen) } }
    seen *= 10
}
// expect: pass 1 now 10
// expect: pass 2 now 20
