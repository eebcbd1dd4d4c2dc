// suffix(_:) of a String is a Substring too: swiftc names each library overload and what it produces.
let file = "photo.jpeg"
let ext: String = file.suffix(4)
print(ext)
// expect-error: no 'suffix' candidates produce the expected contextual result type 'String'
// expect-note: 'suffix' produces '[String.Element]' (aka 'Array<Character>'), not the expected contextual result type 'String'
// expect-note: 'suffix' produces 'String.SubSequence' (aka 'Substring'), not the expected contextual result type 'String'
