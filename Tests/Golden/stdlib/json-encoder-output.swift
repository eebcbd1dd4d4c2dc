// JSONEncoder writes a model as Foundation does: compact with escaped slashes, .sortedKeys, .prettyPrinted's spacing, .withoutEscapingSlashes, nil optionals left out, snake_case keys both ways.
import Foundation

enum Mood: String, Codable { case calm, busy }

struct Profile: Codable {
    let userNumber: Int
    let displayName: String
    let homepage: URL
    let nickname: String?
    let mood: Mood
    let scores: [Double]
    let badges: [String: Int]
}

let profile = Profile(
    userNumber: 7, displayName: "Dana \"D\" Ruiz", homepage: URL(string: "https://example.com/dana")!, nickname: nil,
    mood: .busy, scores: [1, 2.5, 0.1], badges: [:])

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(profile), encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(data: try encoder.encode(profile), encoding: .utf8)!)

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let pretty = try encoder.encode(profile)
print(String(data: pretty, encoding: .utf8)!)
print(pretty)

encoder.keyEncodingStrategy = .convertToSnakeCase
let snake = try encoder.encode(profile)
print(String(decoding: snake, as: UTF8.self))

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let back = try decoder.decode(Profile.self, from: snake)
print(back.userNumber, back.displayName, back.homepage, back.nickname ?? "none", back.mood, back.scores)

print(String(data: try JSONEncoder().encode(["one", "two/three"]), encoding: .utf8)!)
print(String(data: try JSONEncoder().encode([nil, 4] as [Int?]), encoding: .utf8)!)
do {
    _ = try JSONEncoder().encode([1, Double.infinity] as [Double])
} catch {
    print(error)
}

// expect: {"badges":{},"displayName":"Dana \"D\" Ruiz","homepage":"https:\/\/example.com\/dana","mood":"busy","scores":[1,2.5,0.1],"userNumber":7}
// expect: {"badges":{},"displayName":"Dana \"D\" Ruiz","homepage":"https://example.com/dana","mood":"busy","scores":[1,2.5,0.1],"userNumber":7}
// expect: {
// expect:   "badges" : {
// expect:
// expect:   },
// expect:   "displayName" : "Dana \"D\" Ruiz",
// expect:   "homepage" : "https:\/\/example.com\/dana",
// expect:   "mood" : "busy",
// expect:   "scores" : [
// expect:     1,
// expect:     2.5,
// expect:     0.1
// expect:   ],
// expect:   "userNumber" : 7
// expect: }
// expect: 189 bytes
// expect: {
// expect:   "badges" : {
// expect:
// expect:   },
// expect:   "display_name" : "Dana \"D\" Ruiz",
// expect:   "homepage" : "https:\/\/example.com\/dana",
// expect:   "mood" : "busy",
// expect:   "scores" : [
// expect:     1,
// expect:     2.5,
// expect:     0.1
// expect:   ],
// expect:   "user_number" : 7
// expect: }
// expect: 7 Dana "D" Ruiz https://example.com/dana none busy [1.0, 2.5, 0.1]
// expect: ["one","two\/three"]
// expect: [null,4]
// expect: EncodingError.invalidValue: inf (Double). Path: [1]. Debug description: Unable to encode Double.inf directly in JSON.
