// An associated type inferred from a witness can be named before the conforming type is declared: `Song.ID` is `Int` because `Song`'s `id` is, even in a store class written above `Song`.
final class Library {
    private(set) var songs: [Song.ID: Song] = [:]
    private(set) var order: [Song.ID] = []

    func add(_ song: Song) {
        songs[song.id] = song
        order.append(song.id)
    }

    func title(of id: Song.ID) -> String {
        return songs[id]?.title ?? "?"
    }
}

struct Song: Identifiable {
    let id: Int
    var title: String
}

let library = Library()
library.add(Song(id: 7, title: "Harbour"))
library.add(Song(id: 3, title: "Rain"))
print(library.order, library.title(of: 3), library.title(of: 9))
// expect: [7, 3] Rain ?
let firstID: Song.ID = library.order[0]
print(firstID + 1)
// expect: 8
