// `extension Collection where Element == Item` gives arrays of Item a property; other arrays do not have it.
struct Item {
    let title: String
}

extension Collection where Element == Item {
    var titles: [String] { map { $0.title } }
}

let numbers = [1, 2]
print(numbers.titles)
// expect-error: property 'titles' requires the types 'Int' and 'Item' be equivalent
// expect-note: where 'Self.Element' = 'Int'
