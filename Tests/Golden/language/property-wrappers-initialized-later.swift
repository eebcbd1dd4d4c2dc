// Wrapped properties with no initial value get it as Swift gives it: the memberwise initializer's argument or
// an initializer's assignment makes the wrapper with `init(wrappedValue:)`; static properties can be wrapped too.
@propertyWrapper
struct Lowercased {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

@propertyWrapper
struct Counted<Value> {
    var wrappedValue: Value { didSet { writes += 1 } }
    private(set) var writes = 0
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Int { writes }
}

struct Profile {
    @Lowercased var handle: String
    @Counted var score: Int
    @Counted var level = 1
}

var ada = Profile(handle: "ADA", score: 3)
ada.score = 5
ada.score += 1
print(ada.handle, ada.score, ada.$score, ada.level, ada.$level)
let grace = Profile(handle: "Grace", score: 0, level: 7)
print(grace.handle, grace.level)

final class SignUpForm {
    @Lowercased var email: String
    @Counted var attempts: Int
    let source: String

    init(email: String, source: String) {
        self.email = email
        attempts = 0
        self.source = source
    }
}

let form = SignUpForm(email: "Me@Example.COM", source: "web")
form.attempts += 1
form.email = "You@Example.COM"
print(form.email, form.attempts, form.$attempts, form.source)

struct Badge {
    @Lowercased var title: String
    init(raw: String) { title = raw + "-NEW" }
}
print(Badge(raw: "INBOX").title)

enum AppTheme {
    @Lowercased static var name = "DARK"
    @Counted static var switches = 0
}
AppTheme.name = "Light"
AppTheme.switches += 1
AppTheme.switches += 1
print(AppTheme.name, AppTheme.switches, AppTheme.$switches)
// expect: ada 6 2 1 0
// expect: grace 7
// expect: you@example.com 1 1 web
// expect: inbox-new
// expect: light 2 2
