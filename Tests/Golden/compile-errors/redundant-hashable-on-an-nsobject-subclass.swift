// NSObject is already Equatable and Hashable, so a subclass that names Hashable again is swiftc's "redundant conformance" (override `isEqual(_:)` and `hash` instead).
import UIKit

final class Song: NSObject, Hashable {
    let id: Int
    init(id: Int) { self.id = id }
}

print(Set([Song(id: 1), Song(id: 1)]).count)
// expect-error: redundant conformance of 'Song' to protocol 'Hashable'
// expect-note: 'Song' inherits conformance to protocol 'Hashable' from superclass here
// expect-errors: 1
