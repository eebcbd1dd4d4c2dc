// Calling map, filter or sorted() for their result and then dropping it does nothing: swiftc warns at the method's name, as it does for an unused 'try?' or '=='.
struct Track {
    let title: String
    let seconds: Int
}

enum LoadError: Error {
    case missing
}

func loadTracks(named name: String) throws -> [Track] {
    guard name == "demo" else { throw LoadError.missing }
    return [Track(title: "Intro", seconds: 95), Track(title: "Theme", seconds: 210)]
}

var tracks = try loadTracks(named: "demo")
tracks.sorted { $0.seconds > $1.seconds }
tracks.map { $0.title.uppercased() }
tracks.filter { $0.seconds > 100 }
tracks.reduce(0) { $0 + $1.seconds }
tracks[0].title.uppercased()
try? loadTracks(named: "other")
tracks.count == 2
tracks.removeLast()
tracks.first.map { print("first: \($0.title)") }
print(tracks.count)
// expect: first: Intro
// expect: 1
// expect-warning: result of call to 'sorted(by:)' is unused
// expect-warning: result of call to 'map' is unused
// expect-warning: result of call to 'filter' is unused
// expect-warning: result of call to 'reduce' is unused
// expect-warning: result of call to 'uppercased()' is unused
// expect-warning: result of 'try?' is unused
// expect-warning: result of operator '==' is unused
