// A model that writes its own init(from:) and encode(to:): keyed containers with decode, decodeIfPresent, contains and nested containers, a single-value wrapper, and the errors they throw.
import Foundation

struct Track: Codable {
    let id: Int
    let title: String
    let plays: Int
    let city: String?
    let score: Double

    enum CodingKeys: String, CodingKey {
        case id, title, plays, stats
    }
    enum StatsKeys: String, CodingKey {
        case city, score
    }

    init(id: Int, title: String, plays: Int, city: String?, score: Double) {
        self.id = id
        self.title = title
        self.plays = plays
        self.city = city
        self.score = score
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
        plays = container.contains(.plays) ? try container.decode(Int.self, forKey: .plays) : 0
        let stats = try container.nestedContainer(keyedBy: StatsKeys.self, forKey: .stats)
        city = try stats.decodeIfPresent(String.self, forKey: .city)
        score = try stats.decode(Double.self, forKey: .score)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title.uppercased(), forKey: .title)
        if plays > 0 { try container.encode(plays, forKey: .plays) }
        var stats = container.nestedContainer(keyedBy: StatsKeys.self, forKey: .stats)
        try stats.encodeIfPresent(city, forKey: .city)
        try stats.encode(score, forKey: .score)
    }
}

struct Celsius: Codable {
    let degrees: Double
    init(degrees: Double) { self.degrees = degrees }
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        degrees = try container.decode(Double.self)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

struct Reading: Codable {
    let place: String
    let temperature: Celsius
}

let json = #"[{"id": 1, "title": "Intro", "plays": 12, "stats": {"city": "Oslo", "score": 4.5}}, {"id": 2, "stats": {"score": 3}}]"#
let tracks = try JSONDecoder().decode([Track].self, from: Data(json.utf8))
for t in tracks { print(t.id, t.title, t.plays, t.city ?? "-", t.score) }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(tracks), encoding: .utf8)!)

let readings = try JSONDecoder().decode([Reading].self, from: Data(#"[{"place": "Lab", "temperature": 21.5}]"#.utf8))
print(readings[0].place, readings[0].temperature.degrees)
print(String(data: try encoder.encode(readings), encoding: .utf8)!)

for bad in [#"{"title": "x", "stats": {"score": 1}}"#, #"{"id": 3}"#, #"{"id": 3, "stats": []}"#, #"{"id": 3, "title": 5, "stats": {"score": 1}}"#, "[]"] {
    do {
        _ = try JSONDecoder().decode(Track.self, from: Data(bad.utf8))
    } catch {
        print(error)
    }
}
do {
    _ = try JSONDecoder().decode(Reading.self, from: Data(#"{"place": "Lab", "temperature": "warm"}"#.utf8))
} catch {
    print(error)
}

// expect: 1 Intro 12 Oslo 4.5
// expect: 2 Untitled 0 - 3.0
// expect: [{"id":1,"plays":12,"stats":{"city":"Oslo","score":4.5},"title":"INTRO"},{"id":2,"stats":{"score":3},"title":"UNTITLED"}]
// expect: Lab 21.5
// expect: [{"place":"Lab","temperature":21.5}]
// expect: DecodingError.keyNotFound: Key 'id' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "id", intValue: nil) ("id").
// expect: DecodingError.keyNotFound: Key 'stats' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "stats", intValue: nil) ("stats").
// expect: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Path: stats. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
// expect: DecodingError.typeMismatch: expected value of type String. Path: title. Debug description: Expected to decode String but found number instead.
// expect: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
// expect: DecodingError.typeMismatch: expected value of type Double. Path: temperature. Debug description: Expected to decode Double but found a string instead.
