// Rectangle arithmetic as cells do it in `layoutSubviews`: `insetBy`, `inset(by:)`, `offsetBy`, `midX`/`midY`, `contains` and `intersects`, with `CGRect.null` when an inset leaves no room.
import UIKit

final class AvatarCell: UICollectionViewCell {
    let photo = UIImageView()
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photo)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds.insetBy(dx: 4, dy: 6)
        badge.frame = CGRect(x: 0, y: 0, width: 12, height: 12).offsetBy(dx: photo.frame.maxX - 12, dy: photo.frame.minY)
    }
}

let cell = AvatarCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
cell.contentView.frame = cell.bounds
cell.layoutSubviews()
print(cell.photo.frame)
// expect: (4.0, 6.0, 72.0, 48.0)
print(cell.badge.frame)
// expect: (64.0, 6.0, 12.0, 12.0)
print(cell.photo.frame.midX, cell.photo.frame.midY)
// expect: 40.0 30.0
print(cell.photo.frame.contains(CGPoint(x: 76, y: 10)), cell.photo.frame.contains(CGPoint(x: 75.5, y: 6)))
// expect: false true
print(cell.badge.frame.intersects(cell.photo.frame), cell.badge.frame.intersects(CGRect(x: 0, y: 40, width: 10, height: 10)))
// expect: true false

let padded = cell.bounds.inset(by: UIEdgeInsets(top: 2, left: 8, bottom: 10, right: 8))
print(padded, padded.isEmpty)
// expect: (8.0, 2.0, 64.0, 48.0) false
let squeezed = cell.bounds.insetBy(dx: 50, dy: 0)
print(squeezed.isNull, squeezed == CGRect.null, CGRect.zero.isEmpty)
// expect: true true true
