// Interpolating an optional writes "Optional(…)" into the text: swiftc warns, and its notes offer a default value or String(describing:).
struct Contact {
    var name: String
    var nickname: String?
}

let contact = Contact(name: "Ada", nickname: nil)
let phones = ["Ada": "555-0100"]
print("Hello, \(contact.nickname)!")
print("Call \(phones[contact.name])")
print("Hi \(contact.nickname ?? contact.name), or \(String(describing: contact.nickname))")
// expect: Hello, nil!
// expect: Call Optional("555-0100")
// expect: Hi Ada, or nil
// expect-warning: string interpolation produces a debug description for an optional value; did you mean to make this explicit?
// expect-note: provide a default value to avoid this warning
// expect-note: use 'String(describing:)' to silence this warning
