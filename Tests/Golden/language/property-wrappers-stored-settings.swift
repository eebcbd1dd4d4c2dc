// Property wrappers with a stored backing value: a settings store keyed by name, a projection through `$`, and the `_name` storage.
final class SettingsStore {
    static let shared = SettingsStore()
    var values: [String: String] = [:]
}

@propertyWrapper
struct Setting {
    let key: String
    let defaultValue: String

    init(key: String, defaultValue: String) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var wrappedValue: String {
        get { SettingsStore.shared.values[key] ?? defaultValue }
        set { SettingsStore.shared.values[key] = newValue }
    }

    var projectedValue: String { "setting '\(key)'" }
}

struct Preferences {
    @Setting(key: "rows", defaultValue: "20") var rowsPerPage: String
    @Setting(key: "theme", defaultValue: "light") var theme: String
    @Setting(key: "density", defaultValue: "regular") var density: String

    func summary() -> String {
        "\(rowsPerPage) rows, \(theme), density: \(density) from \($theme)"
    }
}

var prefs = Preferences()
print(prefs.summary())
prefs.rowsPerPage = "50"
prefs.theme = "dark"
print(prefs.summary())
let other = Preferences()
print(other.rowsPerPage, other.$rowsPerPage)
print(SettingsStore.shared.values.count)

@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

final class TitleCellModel {
    @Uppercased var title = "Inbox"
    var badge = 0

    func describe() -> String { "[\(title)] \(badge) via \(_title.wrappedValue.count) characters" }
}

let model = TitleCellModel()
print(model.describe())
model.title = "Archive"
model.badge += 1
print(model.describe())
let alias = model
alias.title = "Sent"
print(model.title)

// expect: 20 rows, light, density: regular from setting 'theme'
// expect: 50 rows, dark, density: regular from setting 'theme'
// expect: 50 setting 'rows'
// expect: 2
// expect: [INBOX] 0 via 5 characters
// expect: [ARCHIVE] 1 via 7 characters
// expect: SENT
