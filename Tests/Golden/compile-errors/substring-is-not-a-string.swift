// prefix(_:) of a String is a Substring: storing it where a String is expected needs String(_:).
let title = "Reuse"
let short: String = title.prefix(3)
print(short)
// expect-error: no 'prefix' candidates produce the expected contextual result type 'String'
// expect-note: 'prefix' produces 'PrefixSequence<String>', not the expected contextual result type 'String'
// expect-note: 'prefix' produces 'String.SubSequence' (aka 'Substring'), not the expected contextual result type 'String'
