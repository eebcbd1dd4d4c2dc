// as! to an unrelated subclass traps with the runtime's "Could not cast value of type" message.
import UIKit

class Shape {}
final class Circle: Shape {}
class Square: Shape {}

let shapes: [Shape] = [Circle(), Square()]
print(shapes[0] as? Square == nil)
// expect: true
let circle = shapes[0] as! Circle
print(type(of: circle))
// expect: Circle
let square = shapes[0] as! Square
// expect-crash: Could not cast value of type
