// `Bool.random()`, `toggle()` and `randomElement()` on arrays and ranges: only what every run shares is printed (ReuseLab's draws are seeded, Swift's are not).
var showsBadge = Bool.random()
let before = showsBadge
showsBadge.toggle()
print(showsBadge != before)
var muted = false
muted.toggle()
print(muted)
let tabs = ["feed", "search", "profile"]
if let pick = tabs.randomElement() { print(tabs.contains(pick)) }
let none: [String] = []
print(none.randomElement() as Any)
let roll = (1...6).randomElement()!
print((1...6).contains(roll), (0..<3).randomElement().map { $0 < 3 } as Any)
print((0..<0).randomElement() as Any)
// expect: true
// expect: true
// expect: true
// expect: nil
// expect: true Optional(true)
// expect: nil
