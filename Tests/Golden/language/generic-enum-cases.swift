// The cases of your own generic enum take their types from the type expected there, and from their arguments.
enum Loadable<Value> {
    case idle
    case loading(progress: Int)
    case loaded(Value)

    func map<Other>(_ transform: (Value) -> Other) -> Loadable<Other> {
        switch self {
        case .idle: return .idle
        case .loading(let progress): return .loading(progress: progress)
        case .loaded(let value): return .loaded(transform(value))
        }
    }
}

var state: Loadable<[String]> = .loading(progress: 50)
state = .loaded(["a", "b", "c"])
switch state.map({ $0.count }) {
case .idle: print("idle")
case .loading(let progress): print("loading", progress)
case .loaded(let count): print("loaded", count)
}
let direct = Loadable.loaded("ready")
if case .loaded(let text) = direct { print(text.uppercased()) }
let states: [Loadable<Int>] = [.idle, .loading(progress: 10), .loaded(3)]
print(states.count)
// expect: loaded 3
// expect: READY
// expect: 3
