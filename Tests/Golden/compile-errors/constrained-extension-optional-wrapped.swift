// `extension Optional where Wrapped == String` is for optional strings only.
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

let count: Int? = 3
print(count.orEmpty)
// expect-error: property 'orEmpty' requires the types 'Int' and 'String' be equivalent
// expect-note: where 'Wrapped' = 'Int'
