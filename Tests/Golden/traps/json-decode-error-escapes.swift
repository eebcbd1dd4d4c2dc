// A DecodingError nobody catches ends the program with Swift's top-level error trap, its printed text included.
import Foundation

struct Settings: Decodable {
    let theme: String
    let fontSize: Int
}

let saved = Data(#"{"theme": "dark"}"#.utf8)
print("loading", saved)
let settings = try JSONDecoder().decode(Settings.self, from: saved)
print(settings.theme)

// expect: loading 17 bytes
// expect-crash: Fatal error: Error raised at top level: DecodingError.keyNotFound: Key 'fontSize' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "fontSize", intValue: nil) ("fontSize").
