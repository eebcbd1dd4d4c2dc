// CoreGraphics' geometry takes Int values as well as CGFloat ones: a loop's Int counter is a y position.
import UIKit

let rowHeight = 44
for row in stride(from: 0, to: 3, by: 1) {
    let origin = CGPoint(x: 0, y: row * rowHeight)
    let frame = CGRect(x: 0, y: row * rowHeight, width: 320, height: rowHeight)
    print(origin, frame.maxY)
}
// expect: (0.0, 0.0) 44.0
// expect: (0.0, 44.0) 88.0
// expect: (0.0, 88.0) 132.0
print(CGSize(width: rowHeight, height: 2), CGSize(width: 1.5, height: 2))
// expect: (44.0, 2.0) (1.5, 2.0)
