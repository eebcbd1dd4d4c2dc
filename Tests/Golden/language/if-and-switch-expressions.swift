// if and switch as expressions (Swift 5.9): in a declaration, a return, a function's only statement, an argument.
enum Size { case small, medium, large }

let compact = true
let rowHeight = if compact { 44 } else { 60 }
print(rowHeight)
// expect: 44

let size = Size.medium
let label = switch size {
case .small: "S"
case .medium: "M"
case .large: "L"
}
print(label)
// expect: M

func points(for size: Size) -> Double {
    switch size {
    case .small: 12
    case .medium: 16
    case .large: 20
    }
}
print(points(for: .large))
// expect: 20.0

func describe(_ n: Int) -> String {
    return if n < 0 { "negative" } else if n == 0 { "zero" } else { "positive" }
}
print(describe(-3), describe(0), describe(8))
// expect: negative zero positive

let maybe: Int? = 7
let shown = if let value = maybe { "value \(value)" } else { "none" }
print(shown)
// expect: value 7

let optionalWidth: Double? = if compact { 320 } else { nil }
print(optionalWidth as Any)
// expect: Optional(320.0)

enum Failure: Error { case unknown }
func code(for name: String) throws -> Int {
    let value = switch name {
    case "ok": 200
    case "missing": 404
    default: throw Failure.unknown
    }
    return value
}
print(try code(for: "missing"))
print((try? code(for: "teapot")) as Any)
// expect: 404
// expect: nil

// As a closure's only statement, its value is the closure's result.
let counts = [0, 1, 5].map { n in if n == 0 { "none" } else if n == 1 { "one" } else { "many" } }
print(counts)
// expect: ["none", "one", "many"]

// A case that only falls through takes the next case's value.
let level = 1
let badge = switch level {
case 1: fallthrough
case 2: "low"
default: "high"
}
print(badge)
// expect: low
