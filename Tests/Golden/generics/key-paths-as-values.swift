// Key paths as values: typed as Swift types them, read and written through `[keyPath:]`, printed as Swift prints them.
struct Song {
    var title: String
    var plays: Int
    let artist: String
}

final class Player {
    var volume = 5
}

func column<T>(_ songs: [Song], _ path: KeyPath<Song, T>) -> [T] {
    songs.map { $0[keyPath: path] }
}

func bump(_ song: inout Song, _ path: WritableKeyPath<Song, Int>) {
    song[keyPath: path] += 0
    song[keyPath: path] = song[keyPath: path] + 1
}

let titlePath = \Song.title
let playsPath: WritableKeyPath<Song, Int> = \.plays
var song = Song(title: "Blue", plays: 3, artist: "Ann")
print(song[keyPath: titlePath])
song[keyPath: playsPath] = 10
bump(&song, \.plays)
print(song.plays)
print(song[keyPath: \Song.artist])
let songs = [Song(title: "B", plays: 1, artist: "x"), Song(title: "A", plays: 9, artist: "y")]
print(column(songs, \.title), column(songs, \.plays))
print(songs.map(\.title))
let byPlays = songs.sorted { $0[keyPath: playsPath] > $1[keyPath: playsPath] }
print(byPlays.map(\.title))
let player = Player()
let volume = \Player.volume
player[keyPath: volume] = 11
print(player.volume)
print(titlePath)
print(\Song.plays, volume)
print(type(of: titlePath), type(of: \Song.artist), type(of: volume))
// expect: Blue
// expect: 11
// expect: Ann
// expect: ["B", "A"] [1, 9]
// expect: ["B", "A"]
// expect: ["A", "B"]
// expect: 11
// expect: \Song.title
// expect: \Song.plays \Player.volume
// expect: WritableKeyPath<Song, String> KeyPath<Song, String> ReferenceWritableKeyPath<Player, Int>
