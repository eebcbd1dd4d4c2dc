// Protocols declare type requirements with static; class is only allowed inside classes.
import UIKit

protocol Identified: AnyObject {
    class var identifier: String { get }
}
// expect-error: class properties are only allowed within classes; use 'static' to declare a requirement fulfilled by either a static or class property
