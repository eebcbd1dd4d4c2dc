// Swift writes == and hash(into:) for a struct only when every stored property can be compared and hashed:
// a class that is neither stops the synthesis, and swiftc names the property.
import UIKit

final class ThumbnailLoader {}

struct Song: Hashable {
    let title: String
    var loader: ThumbnailLoader
}
// expect-error: type 'Song' does not conform to protocol 'Hashable'
// expect-note: stored property type 'ThumbnailLoader' does not conform to protocol 'Hashable', preventing synthesized conformance of 'Song' to 'Hashable'
// expect-error: type 'Song' does not conform to protocol 'Equatable'
// expect-note: stored property type 'ThumbnailLoader' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Song' to 'Equatable'
// expect-note: add stubs for conformance
// expect-errors: 2
