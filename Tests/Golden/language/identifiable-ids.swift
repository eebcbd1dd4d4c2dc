// Identifiable: a struct's `id` fixes its ID type (usable as `Song.ID`), a class is identified by the object
// itself unless it says otherwise, and generic code reads `T.ID`.
struct Song: Identifiable, Hashable {
    let id: Int
    var title: String
}

final class Player: Identifiable {}

final class Account: Identifiable {
    let id: String
    init(id: String) { self.id = id }
}

func ids<T: Identifiable>(of items: [T]) -> [T.ID] { items.map { $0.id } }

let songs = [Song(id: 7, title: "Intro"), Song(id: 9, title: "Outro")]
var titles: [Song.ID: String] = [:]
for song in songs { titles[song.id] = song.title }
print(ids(of: songs), titles[9] ?? "-")
// expect: [7, 9] Outro

let player = Player()
let same: Player = player
print(player.id == same.id, player.id == Player().id)
// expect: true false
print(ids(of: [Account(id: "ann"), Account(id: "bo")]))
// expect: ["ann", "bo"]
