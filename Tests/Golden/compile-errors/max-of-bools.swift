// Bool is Equatable but not Comparable: max() is not available on an array of flags.
let flags = [true, false]
print(flags.contains(true))
print(flags.max() as Any)
// expect-error: referencing instance method 'max()' on 'Sequence' requires that 'Bool' conform to 'Comparable'
// expect-note: where 'Self.Element' = 'Bool'
