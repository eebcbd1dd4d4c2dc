// An `Element == Int` extension used on strings: swiftc's same-type error and its note at the extension.
extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
let names = ["feed", "search"]
print(names.total())
// expect-error: referencing instance method 'total()' on 'Array' requires the types 'String' and 'Int' be equivalent
// expect-note: where 'Element' = 'String'
