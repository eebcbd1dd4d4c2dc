// `extension Dictionary where Key == String` does not apply to a dictionary keyed by Int.
extension Dictionary where Key == String {
    func value(named name: String) -> Value? { self[name] }
}

let scores = [1: 10]
print(scores.value(named: "a") as Any)
// expect-error: referencing instance method 'value(named:)' on 'Dictionary' requires the types 'Int' and 'String' be equivalent
// expect-note: where 'Key' = 'Int'
