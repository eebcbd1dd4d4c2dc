// A weak reference becomes nil when its object goes, so its type must be optional.
class Controller {}
class Cell {
    weak var owner: Controller
    init(owner: Controller) { self.owner = owner }
}
// expect-error: 'weak' variable should have optional type 'Controller?'
