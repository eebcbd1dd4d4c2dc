// Changing an element of a class's `let` array: swiftc says "cannot assign through subscript" and suggests `var` at the property.
final class PlaylistModel {
    let titles = ["Intro", "Theme"]

    func rename(at index: Int, to title: String) {
        titles[index] = title
    }
}

let playlist = PlaylistModel()
playlist.rename(at: 0, to: "Opening")
print(playlist.titles)

// expect-error: cannot assign through subscript: 'titles' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
