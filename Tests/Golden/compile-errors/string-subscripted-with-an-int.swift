// A String is not subscripted by Int: its positions are String.Index values.
let name = "ReuseLab"
let first = name[name.startIndex]
print(name[0])
// expect-error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
// expect-note: 'subscript(_:)' has been explicitly marked unavailable here
