// A type that describes itself is printed by its description inside arrays, dictionaries and Optional too, while debugPrint quotes strings and qualifies plain enum cases.
enum Plan: String, CustomStringConvertible {
    case free = "Free tier", pro
    var description: String { rawValue }
}

enum Weekday { case monday, tuesday }

struct Badge: CustomStringConvertible {
    let count: Int
    var description: String { "(\(count))" }
}

let plans = [Plan.free, .pro]
print(plans)
let enabled: [Plan: Bool] = [.pro: true]
print(enabled)
let maybe: Plan? = .free
print(maybe as Any)
print([Badge(count: 3)], Optional(Badge(count: 1)) as Any)

let days = [Weekday.monday, .tuesday]
print(days)
debugPrint("quoted", 42)
debugPrint(Weekday.tuesday)
debugPrint(Plan.pro, days, separator: " | ")
debugPrint(maybe as Any, terminator: "!\n")
// expect: [Free tier, pro]
// expect: [pro: true]
// expect: Optional(Free tier)
// expect: [(3)] Optional((1))
// expect: [main.Weekday.monday, main.Weekday.tuesday]
// expect: "quoted" 42
// expect: main.Weekday.tuesday
// expect: pro | [main.Weekday.monday, main.Weekday.tuesday]
// expect: Optional(Free tier)!
