// A key path applies only to a value of its root type.
struct Song {
    var title: String
}

final class Player {
    var volume = 5
}

let volume = \Player.volume
let song = Song(title: "Blue")
print(song[keyPath: volume])
// expect-error: key path of type 'ReferenceWritableKeyPath<Player, Int>' cannot be applied to a base of type 'Song'
