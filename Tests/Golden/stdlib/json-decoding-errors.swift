// A JSONDecoder failure is a DecodingError value: printed, its localizedDescription, caught by case with its key and coding path, as Foundation gives them.
import Foundation

struct Item: Decodable {
    let id: Int
    let name: String
    let price: Double?
}

struct Page: Decodable {
    let items: [Item]
}

let documents = [
    #"{"items": [{"id": 1, "name": "Tea"}, {"id": 2}]}"#,
    #"{"items": [{"id": "3", "name": "Cake"}]}"#,
    #"{"items": [{"id": 4, "name": null}]}"#,
    #"{"items": [{"id": 5, "name": "Pie", "price": "cheap"}]}"#,
    #"{"items": {"id": 6}}"#,
    #"{"items": [{"id": 7, "name": "Jam",]}"#,
    #"{"items": [{"id": 8, "name": "Bun", "price": 2.5}]}"#,
]

for document in documents {
    do {
        let page = try JSONDecoder().decode(Page.self, from: Data(document.utf8))
        print("decoded", page.items.map(\.name))
    } catch {
        print(error)
        print(error.localizedDescription)
    }
}

func describe(_ document: String) {
    do {
        _ = try JSONDecoder().decode(Page.self, from: Data(document.utf8))
        print("fine")
    } catch DecodingError.keyNotFound(let key, let context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: "/")
        print("missing", key.stringValue, "at", path)
    } catch let DecodingError.typeMismatch(type, context) {
        print("wrong type", type, context.debugDescription)
    } catch let DecodingError.valueNotFound(type, context) {
        print("null", type, context.codingPath.count)
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted:", context.debugDescription)
    } catch {
        print("other", error)
    }
}

for document in documents { describe(document) }

enum Size: String, Decodable { case small, large }
do {
    _ = try JSONDecoder().decode([Size].self, from: Data(#"["small", "huge"]"#.utf8))
} catch {
    print(error)
}

// expect: DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: items[1]. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.typeMismatch: expected value of type Int. Path: items[0].id. Debug description: Expected to decode Int but found a string instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.valueNotFound: Expected value of type String but found null instead. Path: items[0].name. Debug description: Cannot get value of type String -- found null value instead
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.typeMismatch: expected value of type Double. Path: items[0].price. Debug description: Expected to decode Double but found a string instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.typeMismatch: expected value of type Array<Any>. Path: items. Debug description: Expected to decode Array<Any> but found a dictionary instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: decoded ["Bun"]
// expect: missing name at items/Index 1
// expect: wrong type Int Expected to decode Int but found a string instead.
// expect: null String 3
// expect: wrong type Double Expected to decode Double but found a string instead.
// expect: wrong type Array<Any> Expected to decode Array<Any> but found a dictionary instead.
// expect: corrupted: The given data was not valid JSON.
// expect: fine
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: [1]. Debug description: Cannot initialize Size from invalid String value huge
