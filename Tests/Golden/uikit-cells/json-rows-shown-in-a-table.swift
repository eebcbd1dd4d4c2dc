// App code as it ships: a JSON response decoded into Decodable rows feeds a table's data source, and each reused cell shows its row's model.
import UIKit

struct Song: Decodable {
    let title: String
    let artist: String
    let durationSeconds: Int
    let isExplicit: Bool?

    enum CodingKeys: String, CodingKey {
        case title, artist
        case durationSeconds = "duration"
        case isExplicit = "explicit"
    }

    var subtitle: String {
        let minutes = durationSeconds / 60
        let seconds = durationSeconds % 60
        return "\(artist) · \(minutes):\(seconds < 10 ? "0" : "")\(seconds)\(isExplicit == true ? " · E" : "")"
    }
}

let response = """
[
  {"title": "Blue Hour", "artist": "Nadia", "duration": 215},
  {"title": "Paper Boats", "artist": "The Keels", "duration": 187, "explicit": true},
  {"title": "Long Way Home", "artist": "Ivo", "duration": 302},
  {"title": "Static", "artist": "Nadia", "duration": 159, "explicit": false},
  {"title": "Orchard", "artist": "Mira Lane", "duration": 244}
]
"""

final class SongCell: UITableViewCell {
    static let reuseIdentifier = "SongCell"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with song: Song) {
        textLabel?.text = song.title
        detailTextLabel?.text = song.subtitle
    }
}

final class PlaylistDataSource: NSObject, UITableViewDataSource {
    private(set) var songs: [Song] = []

    func load(_ json: String) {
        guard let data = json.data(using: .utf8) else { return }
        do {
            songs = try JSONDecoder().decode([Song].self, from: data)
        } catch {
            print("could not load the playlist:", error)
            songs = []
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        cell.configure(with: songs[indexPath.row])
        return cell
    }
}

let playlist = PlaylistDataSource()
playlist.load(response)
print(playlist.songs.count, "songs")

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
tableView.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
tableView.dataSource = playlist
tableView.layoutIfNeeded()
for cell in tableView.visibleCells {
    print(cell.textLabel?.text ?? "", "|", cell.detailTextLabel?.text ?? "")
}

// Scrolling down reuses the cells that left the top for the last rows.
tableView.contentOffset = CGPoint(x: 0, y: 88)
tableView.layoutIfNeeded()
for cell in tableView.visibleCells {
    print(cell.textLabel?.text ?? "", "|", cell.detailTextLabel?.text ?? "")
}

// A response missing a field leaves the table empty, with the error Foundation gives.
playlist.load(#"[{"title": "Untitled", "duration": 60}]"#)
tableView.reloadData()
tableView.layoutIfNeeded()
print(tableView.visibleCells.count, "cells")

// expect: 5 songs
// expect: Blue Hour | Nadia · 3:35
// expect: Paper Boats | The Keels · 3:07 · E
// expect: Long Way Home | Ivo · 5:02
// expect: Long Way Home | Ivo · 5:02
// expect: Static | Nadia · 2:39
// expect: Orchard | Mira Lane · 4:04
// expect: could not load the playlist: DecodingError.keyNotFound: Key 'artist' not found in keyed decoding container. Path: [0]. Debug description: No value associated with key CodingKeys(stringValue: "artist", intValue: nil) ("artist").
// expect: 0 cells
