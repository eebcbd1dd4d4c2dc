// An enum's cases are its values, so it cannot have stored properties: swiftc rejects each one (a computed property works).
enum Section {
    case favorites, recents
    var rowCount: Int

    var title: String { self == .favorites ? "Favorites" : "Recents" }
}

print(Section.favorites.title)
// expect-error: enums must not contain stored properties
// expect-errors: 1
