// A global struct with observers: changing one of its properties, or appending to one, sets the whole value and runs willSet/didSet.
struct Settings {
    var name = "a"
    var tags: [String] = []
}
var settings = Settings() {
    willSet { print("will set \(newValue.name)") }
    didSet { print("settings now \(settings.name) \(settings.tags), was \(oldValue.name)") }
}
settings.name = "b"
settings.tags.append("x")
settings = Settings(name: "c", tags: [])
// expect: will set b
// expect: settings now b [], was a
// expect: will set b
// expect: settings now b ["x"], was b
// expect: will set c
// expect: settings now c [], was b
