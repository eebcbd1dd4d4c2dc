// UIColor and every NSObject are Equatable and Hashable as Foundation makes them: `==` asks `isEqual(_:)`, so an optional colour compares with a colour, RGB red equals `.red`, white in grey space is not RGB white, and a subclass that overrides `isEqual(_:)` and `hash` decides set membership.
import UIKit

final class BadgeCell: UITableViewCell {
    func mark(_ on: Bool) {
        contentView.backgroundColor = on ? .systemYellow : nil
    }
    var isMarked: Bool {
        return contentView.backgroundColor == UIColor.systemYellow
    }
}

let cell = BadgeCell(style: .default, reuseIdentifier: "badge")
cell.mark(true)
print(cell.isMarked, cell.contentView.backgroundColor != .red)
// expect: true true
cell.mark(false)
print(cell.isMarked, cell.contentView.backgroundColor == nil)
// expect: false true

print(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
// expect: true
print(UIColor.white == UIColor(red: 1, green: 1, blue: 1, alpha: 1), UIColor.white == UIColor(white: 1, alpha: 1))
// expect: false true
print(Set<UIColor>([.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count)
// expect: 2

// Views compare by identity: NSObject's `isEqual(_:)`.
let rows = [UILabel(), UILabel(), UILabel()]
print(rows.firstIndex(of: rows[2]) ?? -1, rows[0] == rows[1])
// expect: 2 false

// An item class that says when two instances are the same item.
final class Song: NSObject {
    let id: Int
    let title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Song else { return false }
        return id == other.id
    }
    override var hash: Int { return id }
}

let playlist = [Song(id: 7, title: "Intro"), Song(id: 7, title: "Intro (live)"), Song(id: 9, title: "Outro")]
print(Set(playlist).count, playlist[0] == playlist[1], playlist.contains(Song(id: 9, title: "?")))
// expect: 2 true true

// A subclass's own `static func ==` is an overload: the library still compares with NSObject's `==`.
final class Tag: NSObject {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Tag, rhs: Tag) -> Bool { return lhs.name == rhs.name }
}
let tags: [NSObject] = [Tag(name: "new")]
print(Tag(name: "new") == Tag(name: "new"), tags.contains(Tag(name: "new")))
// expect: true false
