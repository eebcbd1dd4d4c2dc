// split(separator:) gives [Substring]: storing the parts as [String] needs map(String.init) or String(_:).
let parts: [String] = "a,b,c".split(separator: ",")
print(parts)
// expect-error: no 'split' candidates produce the expected contextual result type '[String]'
