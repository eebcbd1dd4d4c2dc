// A generic subscript whose index names its parameter: inferred at each use, read and written, with the parameter bound in its body.
struct Key<Value> {
    let name: String
}

struct Settings {
    private var values: [String: Any] = [:]

    subscript<T>(key: Key<T>) -> T? {
        get { values[key.name] as? T }
        set { values[key.name] = newValue }
    }

    subscript<T>(key: Key<T>, default fallback: T) -> T {
        values[key.name] as? T ?? fallback
    }
}

let rowCount = Key<Int>(name: "rows")
let title = Key<String>(name: "title")
let misnamed = Key<String>(name: "rows")

var settings = Settings()
settings[rowCount] = 12
settings[title] = "Inbox"
print(settings[rowCount] ?? 0)
print(settings[title] ?? "none")
print(settings[misnamed] ?? "not a String")
print(settings[Key<Int>(name: "missing"), default: 5])
settings[rowCount]? += 1
print(settings[rowCount, default: 0])
// expect: 12
// expect: Inbox
// expect: not a String
// expect: 5
// expect: 13
