// When every overload refuses the argument's type, swiftc names none of them: there is no exact match.
func describe(_ value: Int) -> String { "the number \(value)" }
func describe(_ value: String) -> String { "the word \(value)" }
print(describe(true))
// expect-error: no exact matches in call to global function 'describe'
// expect-errors: 1
