// A crash in a CellRegistration handler names the cell provider that dequeued the cell and the apply that made UIKit ask, each as UIKit calling back.
import UIKit

struct Song: Hashable {
    let title: String
    let artist: String?
}

final class SongCell: UICollectionViewListCell {}

func subtitle(for song: Song) -> String {
    return "by " + song.artist!
}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                      collectionViewLayout: UICollectionViewFlowLayout())
let songCells = UICollectionView.CellRegistration<SongCell, Song> { cell, indexPath, song in
    print("row \(indexPath.item): \(song.title)")
    var content = cell.defaultContentConfiguration()
    content.text = song.title
    content.secondaryText = subtitle(for: song)
    cell.contentConfiguration = content
}
let dataSource = UICollectionViewDiffableDataSource<Int, Song>(collectionView: collectionView) { collectionView, indexPath, song in
    collectionView.dequeueConfiguredReusableCell(using: songCells, for: indexPath, item: song)
}
var snapshot = NSDiffableDataSourceSnapshot<Int, Song>()
snapshot.appendSections([0])
snapshot.appendItems([Song(title: "Blue", artist: "Joni"), Song(title: "Untitled", artist: nil)])
dataSource.apply(snapshot, animatingDifferences: false)
// expect: row 0: Blue
// expect: row 1: Untitled
// expect-crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
// expect-chain: in subtitle(for:)
// expect-chain: called from a closure at crash-in-cell-registration-handler-shows-the-chain.swift:21:29
// expect-chain: called by UIKit from a closure at crash-in-cell-registration-handler-shows-the-chain.swift:25:5
// expect-chain: called by UIKit from crash-in-cell-registration-handler-shows-the-chain.swift:30:1
