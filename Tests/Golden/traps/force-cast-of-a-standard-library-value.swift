// A failed 'as!' of a value taken out of '[Any]' traps with the runtime's words, which name standard-library types with their module: 'Swift.Int', 'Swift.String'.
let row: [String: Any] = ["title": "Inbox", "unread": 3]
let title = row["title"] as! String
print(title)
let unread = row["unread"] as? String
print(unread ?? "not a string")
let label = row["unread"]! as! String
print(label)
// expect: Inbox
// expect: not a string
// expect-crash: Could not cast value of type 'Swift.Int' (0x
