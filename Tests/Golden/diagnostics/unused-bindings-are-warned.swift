// Names bound and never read get swiftc's warnings, each in its own words; the program still runs.
func firstEven(in numbers: [Int]) -> Int? {
    var checked = 0
    for n in numbers where n % 2 == 0 {
        checked = 1
        return n
    }
    return nil
}

func describe(_ value: Int?) -> String {
    if let found = value { return "something" }
    guard let again = value else { return "nothing" }
    return "still something"
}

let pairs = [(1, "one"), (2, "two")]
for (number, name) in pairs {
    print(number)
}
for index in 0..<2 {
    print("tick")
}
switch firstEven(in: [3, 4, 5]) {
case .some(let even): print("an even number")
case .none: print("none")
}
print(describe(7))
// expect: 1
// expect: 2
// expect: tick
// expect: tick
// expect: an even number
// expect: something
// expect-warning: variable 'checked' was written to, but never read
// expect-warning: value 'found' was defined but never used; consider replacing with boolean test [#no-usage]
// expect-warning: value 'again' was defined but never used; consider replacing with boolean test [#no-usage]
// expect-warning: immutable value 'name' was never used; consider replacing with '_' or removing it [#no-usage]
// expect-warning: immutable value 'index' was never used; consider replacing with '_' or removing it [#no-usage]
// expect-warning: immutable value 'even' was never used; consider replacing with '_' or removing it [#no-usage]
