// A generic wrapper made without a value takes its type from the property's annotation, as Swift infers it:
// `@Stored(key: "rows") var rows: Int?` stores a `Stored<Int>` whose `wrappedValue` is an `Int?`.
@propertyWrapper
struct Stored<Value> {
    let key: String
    var wrappedValue: Value? {
        didSet { print("save \(key)") }
    }
    init(key: String) {
        self.key = key
        wrappedValue = nil
    }
}

@propertyWrapper
struct Unset<Value> {
    var wrappedValue: Value?
    init() { wrappedValue = nil }
}

final class FeedSettings {
    @Stored(key: "rows") var rows: Int?
    @Stored(key: "tags") var tags: [String]?
    @Unset var badges: [String: Int]?
}

let settings = FeedSettings()
print(settings.rows as Any, settings.tags as Any, settings.badges as Any)
settings.rows = 25
settings.tags = ["swift", "uikit"]
settings.badges = ["inbox": 3]
print(settings.rows ?? 0, settings.tags ?? [], settings.badges?["inbox"] ?? 0)
// expect: nil nil nil
// expect: save rows
// expect: save tags
// expect: 25 ["swift", "uikit"] 3
