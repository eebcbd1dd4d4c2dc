// A cell tells its delegate about a button tap and the controller asks the table where that cell is: `indexPath(for:)` gives the shown row of a cell (UICollectionView's the item), and nil for a cell the view is not showing.
import UIKit

protocol TrackCellDelegate: AnyObject {
    func trackCellDidTapPlay(_ cell: TrackCell)
}

final class TrackCell: UITableViewCell {
    weak var delegate: TrackCellDelegate?
    let playButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        playButton.setTitle("Play", for: .normal)
        contentView.addSubview(playButton)
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func playTapped() {
        delegate?.trackCellDidTapPlay(self)
    }
}

final class PlaylistViewController: UIViewController, UITableViewDataSource, TrackCellDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let tracks = ["Intro", "Rain", "Harbour", "Night Bus", "Outro"]
    var played: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TrackCell.self, forCellReuseIdentifier: "track")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return tracks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath) as! TrackCell
        cell.textLabel?.text = tracks[indexPath.row]
        cell.delegate = self
        return cell
    }

    func trackCellDidTapPlay(_ cell: TrackCell) {
        guard let indexPath = tableView.indexPath(for: cell) else {
            print("not a shown row")
            return
        }
        played.append(tracks[indexPath.row])
    }
}

let playlist = PlaylistViewController()
playlist.loadViewIfNeeded()
playlist.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
playlist.tableView.layoutIfNeeded()
for row in [2, 0] {
    let cell = playlist.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as! TrackCell
    cell.playButton.sendActions(for: .touchUpInside)
}
print(playlist.played)
// expect: ["Harbour", "Intro"]

// A cell the table never showed has no index path.
let stray = TrackCell(style: .default, reuseIdentifier: "track")
stray.delegate = playlist
stray.playButton.sendActions(for: .touchUpInside)
// expect: not a shown row

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 100)
let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}
let tiles = Tiles()
grid.dataSource = tiles
grid.layoutIfNeeded()
let fifth = grid.cellForItem(at: IndexPath(item: 4, section: 0))!
print(grid.indexPath(for: fifth)?.item ?? -1, grid.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
// expect: 4 true
