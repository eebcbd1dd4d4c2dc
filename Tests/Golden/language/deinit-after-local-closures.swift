// A method that keeps a closure or a local function in a local (capturing `self` or other locals) still lets
// `self` go when it returns: `deinit` runs as soon as the last reference is dropped, as in Swift.
protocol ProfileModelDelegate: AnyObject {
    func modelDidChange(_ model: ProfileModel)
}

final class ProfileModel {
    weak var delegate: ProfileModelDelegate?
    private var completions: [(String) -> Void] = []
    private(set) var name = "" {
        didSet { delegate?.modelDidChange(self) }
    }

    func load(completion: @escaping (String) -> Void) { completions.append(completion) }

    func refresh() {
        load { [weak self] value in
            guard let self else { return }
            self.name = value
        }
    }

    func deliver(_ value: String) {
        defer { completions.removeAll() }
        for completion in completions { completion(value) }
    }

    deinit { print("model freed") }
}

final class ProfileScreen: ProfileModelDelegate {
    let model = ProfileModel()
    private var renders = 0

    init() { model.delegate = self }

    func modelDidChange(_ model: ProfileModel) {
        renders += 1
        print("render #\(renders): \(model.name)")
    }

    func refreshTapped() {
        func log(_ step: String) { print("refresh \(step), renders: \(renders)") }
        let deliver = { (value: String) in self.model.deliver(value) }
        log("started")
        model.refresh()
        deliver("Ada")
        log("finished")
    }

    deinit { print("screen freed") }
}

func makeTicker() -> () -> Int {
    var ticks = 0
    func tick() -> Int {
        ticks += 1
        return ticks
    }
    return tick
}

var screen: ProfileScreen? = ProfileScreen()
screen?.refreshTapped()
screen = nil
let tick = makeTicker()
print(tick(), tick(), tick())
// expect: refresh started, renders: 0
// expect: render #1: Ada
// expect: refresh finished, renders: 1
// expect: screen freed
// expect: model freed
// expect: 1 2 3
