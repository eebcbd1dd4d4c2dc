// A key path to a `let` property is a read-only KeyPath: nothing can be written through it.
struct Song {
    var title: String
    let artist: String
}

let artistPath = \Song.artist
var song = Song(title: "Blue", artist: "Ann")
song[keyPath: artistPath] = "Bo"
// expect-error: cannot assign through subscript: 'artistPath' is a read-only key path
