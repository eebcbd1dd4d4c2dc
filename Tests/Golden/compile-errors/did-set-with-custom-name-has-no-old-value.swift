// didSet(previous) renames oldValue: the default name is no longer there.
class Model {
    var rows: [String] = [] {
        didSet(previous) { print(oldValue.count) }
    }
}
// expect-error: cannot find 'oldValue' in scope
