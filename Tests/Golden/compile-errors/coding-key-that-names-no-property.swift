// Every case of CodingKeys must name a stored property: a key spelled differently stops the synthesis.
struct Contact: Codable {
    var name: String
    var phone: String?
    enum CodingKeys: String, CodingKey {
        case name
        case phoneNumber = "phone_number"
    }
}
// expect-error: type 'Contact' does not conform to protocol 'Decodable'
// expect-note: CodingKey case 'phoneNumber' does not match any stored properties
// expect-error: type 'Contact' does not conform to protocol 'Encodable'
// expect-errors: 2
