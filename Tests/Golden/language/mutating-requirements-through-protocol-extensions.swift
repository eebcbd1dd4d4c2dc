// A protocol extension's mutating method changes the struct it is called on, also through a generic 'inout' parameter; on a class it changes the object.
protocol Playlist {
    var tracks: [String] { get set }
    mutating func add(_ track: String)
}

extension Playlist {
    mutating func addTwice(_ track: String) {
        add(track)
        self.add(track)
        tracks.append("end")
    }
}

struct Mixtape: Playlist {
    var tracks: [String] = []
    mutating func add(_ track: String) { tracks.append(track) }
}

final class Radio: Playlist {
    var tracks: [String] = []
    func add(_ track: String) { tracks.append(track.uppercased()) }
}

func extend<P: Playlist>(_ playlist: inout P, with track: String) {
    playlist.addTwice(track)
}

var tape = Mixtape()
tape.addTwice("intro")
extend(&tape, with: "outro")
print(tape.tracks)
var radio = Radio()
extend(&radio, with: "news")
print(radio.tracks)
// expect: ["intro", "intro", "end", "outro", "outro", "end"]
// expect: ["NEWS", "NEWS", "end"]
