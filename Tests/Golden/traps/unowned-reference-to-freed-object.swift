// Reading an unowned reference after its object was freed traps with the Swift runtime's message.
class Controller {
    let title = "Photos"
}
class Cell {
    unowned let controller: Controller
    init(controller: Controller) { self.controller = controller }
}
var controller: Controller? = Controller()
let cell = Cell(controller: controller!)
let title = cell.controller.title
controller = nil
let again = cell.controller.title
// expect-crash: Fatal error: Attempted to read an unowned reference but object
