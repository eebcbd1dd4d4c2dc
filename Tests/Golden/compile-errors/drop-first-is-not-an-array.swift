// dropFirst() of an array is an ArraySlice: swiftc finds no dropFirst that gives [String].
let names = ["Ada", "Grace", "Linus"]
var rest: [String] = []
rest = names.dropFirst()
print(rest)
// expect-error: no 'dropFirst' candidates produce the expected contextual result type '[String]'
