// A conformance that lacks a requirement: the error at the type, a note at each missing requirement.
import UIKit

protocol StoryboardBased {
    static var sceneStoryboard: UIStoryboard { get }
    static func instantiate() -> Self
}

final class PhotosViewController: UIViewController, StoryboardBased {}

// expect-error: type 'PhotosViewController' does not conform to protocol 'StoryboardBased'
// expect-note: protocol requires property 'sceneStoryboard' with type 'UIStoryboard'
// expect-note: protocol requires function 'instantiate()' with type '() -> Self'
// expect-note: add stubs for conformance
