// A view model observed through `didSet` closures and a small generic box: a screen binds to it with `[weak self]`,
// and each change reaches it in order (no Combine, no `@Published`).
import Foundation

final class Observable<Value> {
    var value: Value {
        didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init(_ value: Value) { self.value = value }

    func bind(_ observer: @escaping (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}

struct Todo: Equatable {
    let id: Int
    var title: String
    var done = false
}

final class TodoListViewModel {
    var todos: [Todo] = [] {
        didSet {
            onChange?(todos)
            if oldValue.count != todos.count { onCountChange?(oldValue.count, todos.count) }
        }
    }
    var onChange: (([Todo]) -> Void)?
    var onCountChange: ((Int, Int) -> Void)?
    let isLoading = Observable(false)
    private var nextID = 1

    var remaining: Int { todos.filter { !$0.done }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(id: nextID, title: trimmed))
        nextID += 1
    }

    func toggle(id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].done.toggle()
    }

    func clearDone() {
        todos.removeAll(where: \.done)
    }

    func load(completion: @escaping () -> Void) {
        isLoading.value = true
        let seed = ["Buy milk", "  Walk dog ", ""]
        seed.forEach(add)
        isLoading.value = false
        completion()
    }
}

final class TodoScreen {
    let viewModel = TodoListViewModel()
    private(set) var rendered: [String] = []

    init() {
        viewModel.onChange = { [weak self] todos in
            self?.rendered = todos.map { ($0.done ? "[x] " : "[ ] ") + $0.title }
        }
        viewModel.onCountChange = { old, new in
            print("count \(old) -> \(new)")
        }
        viewModel.isLoading.bind { loading in
            print(loading ? "spinner on" : "spinner off")
        }
    }
}

let screen = TodoScreen()
screen.viewModel.load {
    print("loaded", screen.rendered)
}
screen.viewModel.toggle(id: 1)
print(screen.rendered, screen.viewModel.remaining)
screen.viewModel.clearDone()
print(screen.rendered)
// expect: spinner off
// expect: spinner on
// expect: count 0 -> 1
// expect: count 1 -> 2
// expect: spinner off
// expect: loaded ["[ ] Buy milk", "[ ] Walk dog"]
// expect: ["[x] Buy milk", "[ ] Walk dog"] 1
// expect: count 2 -> 1
// expect: ["[ ] Walk dog"]
