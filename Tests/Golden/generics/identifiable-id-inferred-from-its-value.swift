// `Model.ID` names the type of `id` even when `id` is written without one (`let id = 5`, `let id = UUID()`):
// swiftc reads the associated type from the property's initial value.
import Foundation

struct Badge: Identifiable { let id = 5 }
struct Tag: Identifiable { let id: String }
struct Row: Identifiable { var id: String { "row" } }

let badgeID: Badge.ID = 3
let tagIDs: [Tag.ID] = ["new", "sale"]
let rowID: Row.ID = "first"
print(badgeID, tagIDs, rowID)

func identifier<T: Identifiable>(of item: T) -> T.ID { item.id }
print(identifier(of: Badge()), identifier(of: Tag(id: "x")), identifier(of: Row()))
var byID: [Tag.ID: Tag] = [:]
byID["sale"] = Tag(id: "sale")
print(byID.keys.sorted())
// expect: 3 ["new", "sale"] first
// expect: 5 x row
// expect: ["sale"]
