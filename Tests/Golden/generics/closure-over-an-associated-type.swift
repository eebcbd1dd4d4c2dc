// A generic function's closure parameter written with the parameter's associated type (`(S.Item) -> String`)
// gets the concrete type of the store it is given, so the closure can use that type's members.
import Foundation

protocol ItemStore {
    associatedtype Item
    func allItems() -> [Item]
}

struct Track {
    let title: String
    let seconds: Int
}

struct Playlist: ItemStore {
    let tracks: [Track]
    func allItems() -> [Track] { tracks }
}

struct Tags: ItemStore {
    func allItems() -> [String] { ["rock", "live"] }
}

func lines<S: ItemStore>(of store: S, _ describe: (S.Item) -> String) -> [String] {
    store.allItems().map(describe)
}

func total<S: ItemStore>(_ store: S, by measure: (S.Item) -> Int) -> Int {
    store.allItems().reduce(0) { $0 + measure($1) }
}

let playlist = Playlist(tracks: [Track(title: "Intro", seconds: 95), Track(title: "Finale", seconds: 310)])
print(lines(of: playlist) { "\($0.title) (\($0.seconds / 60):\(String(format: "%02d", $0.seconds % 60)))" })
print(total(playlist) { $0.seconds })
print(lines(of: Tags()) { $0.uppercased() })
print(total(Tags(), by: \.count))
// expect: ["Intro (1:35)", "Finale (5:10)"]
// expect: 405
// expect: ["ROCK", "LIVE"]
// expect: 8
