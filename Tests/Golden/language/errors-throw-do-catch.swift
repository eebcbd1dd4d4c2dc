// Errors: throwing functions, throw, do/catch with patterns, try? and try!, rethrows, enums and structs as errors.
enum LoadError: Error {
    case missing(name: String)
    case tooLarge(Int)
    case offline
}

struct ParseError: Error {
    let line: Int
}

func load(_ name: String) throws -> String {
    if name.isEmpty { throw LoadError.missing(name: "?") }
    if name.count > 8 { throw LoadError.tooLarge(name.count) }
    if name == "net" { throw LoadError.offline }
    return "<\(name)>"
}

func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ParseError(line: 3) }
    return n
}

print(try load("cell"))
// expect: <cell>

do {
    let a = try load("header")
    print(a)
    _ = try load("a-very-long-name")
    print("not reached")
} catch LoadError.tooLarge(let size) where size > 10 {
    print("much too large:", size)
} catch LoadError.tooLarge(let size) {
    print("too large:", size)
} catch {
    print("other:", error)
}
// expect: <header>
// expect: much too large: 16

for name in ["", "net", "row", "0123456789"] {
    do {
        print(try load(name))
    } catch let e as LoadError {
        switch e {
        case .missing(let n): print("missing", n)
        case .tooLarge: print("large")
        case .offline: print("offline")
        }
    }
}
// expect: missing ?
// expect: offline
// expect: <row>
// expect: large

do {
    _ = try parse("x1")
} catch let e as ParseError {
    print("parse error on line", e.line)
} catch {
    print("unexpected")
}
// expect: parse error on line 3

do {
    _ = try parse("zz")
} catch is ParseError {
    print("is ParseError")
}
// expect: is ParseError

let good = try? parse("12")
let bad = try? parse("no")
print(good as Any, bad as Any)
print(try! parse("7"))
let fallback = (try? parse("bad")) ?? -1
print(fallback)
// expect: Optional(12) nil
// expect: 7
// expect: -1

// An error passes through functions that do not catch it.
func loadBoth(_ a: String, _ b: String) throws -> String {
    let first = try load(a)
    let second = try load(b)
    return first + second
}
do {
    print(try loadBoth("x", "y"))
    print(try loadBoth("x", "net"))
} catch {
    print("caught", error)
}
// expect: <x><y>
// expect: caught offline

// rethrows: a call is throwing only when its closure is.
func twice(_ body: () throws -> Int) rethrows -> Int {
    try body() + body()
}
print(twice { 21 })
// expect: 42

// A throwing initializer.
struct Config {
    let size: Int
    init(size: Int) throws {
        if size < 0 { throw LoadError.tooLarge(size) }
        self.size = size
    }
}
print((try? Config(size: 3))?.size ?? 0)
print((try? Config(size: -1))?.size ?? 0)
// expect: 3
// expect: 0
