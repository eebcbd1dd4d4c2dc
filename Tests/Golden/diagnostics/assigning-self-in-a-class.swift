// A class instance cannot replace itself: `self = …` in a class method is refused, with no `mutating` to suggest.
final class ProfileViewModel {
    var name = ""

    func reload() {
        self = ProfileViewModel()
    }
}

let model = ProfileViewModel()
model.reload()
print(model.name)

// expect-error: cannot assign to value: 'self' is immutable
