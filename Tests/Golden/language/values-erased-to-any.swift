// A value converted to Any keeps what its static type knew: Optional(3) stays an Optional, 1...3 a ClosedRange.
let o: Int? = 3
let x: Any = o
print(x)
// expect: Optional(3)
print(type(of: x))
// expect: Optional<Int>
let r: Any = 1...3
print(r)
// expect: 1...3
print(type(of: r))
// expect: ClosedRange<Int>
let half: Any = 0..<3
print(half, type(of: half))
// expect: 0..<3 Range<Int>

// A dictionary lookup is an Optional too; `as Any` silences the warning, not the wrapper.
let scores = ["a": 1, "b": 2]
print(scores["b"] as Any)
// expect: Optional(2)
print(scores["z"] as Any)
// expect: nil

// Collections of Any describe each element by the type it had.
let items: [Any] = [o as Any, 1, "s", 1...2]
print(items)
// expect: [Optional(3), 1, "s", ClosedRange(1...2)]
let column: [Int?] = [1, nil]
let anys: [Any] = column
print(anys)
// expect: [Optional(1), nil]
let info: [String: Any] = ["score": o as Any]
print(info["score"]!)
// expect: Optional(3)

// An Any holding nil is not nil itself: it prints nil and is still an Optional<Int>.
let none: Int? = nil
let y: Any = none
print(y, type(of: y))
// expect: nil Optional<Int>

// Casting back out looks inside: Optional(3) is an Int, an Optional holding nil is not.
if let i = x as? Int { print("as? Int:", i) }
// expect: as? Int: 3
print(y as? Int as Any)
// expect: nil
print(x is Int, y is Int, x is Int?, y is Int?)
// expect: true false true true
print(x as? Int? as Any, y as? Int? as Any)
// expect: Optional(Optional(3)) Optional(nil)
if let closed = r as? ClosedRange<Int> { print("closed:", closed) }
// expect: closed: 1...3
print(r as? Range<Int> as Any)
// expect: nil

// Arguments, returns and interpolation convert the same way.
func show(_ value: Any) { print("show", value, type(of: value)) }
show(o)
// expect: show Optional(3) Optional<Int>
show([o, nil])
// expect: show [Optional(3), nil] Array<Optional<Int>>
func give() -> Any { return o }
print(give(), "\(x)", String(describing: x))
// expect: Optional(3) Optional(3) Optional(3)

// Optional spelled out.
let spelled = Optional(5)
let typed = Optional<String>("hi")
let nothing = Optional<Int>.none
print(spelled as Any, typed as Any, nothing as Any, type(of: typed))
// expect: Optional(5) Optional("hi") nil Optional<String>
let twice: Int?? = Optional(none)
print(twice as Any)
// expect: Optional(nil)
if case .some(let v) = spelled { print("some:", v) }
// expect: some: 5
