// A Set property is written as a JSON array and read back from one, as Foundation codes sets.
import Foundation

struct Profile: Codable {
    var name: String
    var roles: Set<String>
    var pinned: Set<Int>? = nil
}
let saved = Profile(name: "Ada", roles: ["admin"], pinned: [3])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(saved)
print(String(data: data, encoding: .utf8)!)
// expect: {"name":"Ada","pinned":[3],"roles":["admin"]}
let json = #"{"name":"Lin","roles":["editor","viewer","editor"]}"#
let loaded = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
print(loaded.name, loaded.roles.sorted(), loaded.roles.count, loaded.pinned as Any)
// expect: Lin ["editor", "viewer"] 2 nil
do {
    _ = try JSONDecoder().decode(Profile.self, from: Data(#"{"name":"Bo","roles":"admin"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print(type, context.codingPath.map(\.stringValue), context.debugDescription)
}
// expect: Array<Any> ["roles"] Expected to decode Array<Any> but found a string instead.
