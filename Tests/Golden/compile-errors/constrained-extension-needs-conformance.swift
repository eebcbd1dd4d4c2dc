// A member of `extension Array where Element: Equatable` does not exist on an array of a type that is not Equatable.
struct Track {
    let title: String
}

extension Array where Element: Equatable {
    func occurrences(of element: Element) -> Int { filter { $0 == element }.count }
}

let tracks = [Track(title: "a")]
print(tracks.occurrences(of: Track(title: "a")))
// expect-error: referencing instance method 'occurrences(of:)' on 'Array' requires that 'Track' conform to 'Equatable'
// expect-note: where 'Element' = 'Track'
