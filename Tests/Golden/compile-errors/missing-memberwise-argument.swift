// A struct's memberwise initializer takes every stored property without a default, in order: leaving one out is swiftc's "missing argument", pointed where the argument belongs, with a note at the struct.
struct RowModel {
    let title: String
    var subtitle: String = ""
    var badgeCount: Int
}

let inbox = RowModel(title: "Inbox", subtitle: "3 unread")
print(inbox.title)
// expect-error: missing argument for parameter 'badgeCount' in call
// expect-note: 'init(title:subtitle:badgeCount:)' declared here
// expect-errors: 1
