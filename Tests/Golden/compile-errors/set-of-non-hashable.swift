// A Set's elements must be Hashable: a plain struct is rejected at the type, in swiftc's words.
struct Row {
    let title: String
}
var seen = Set<Row>()
print(seen.count)
// expect-error: type 'Row' does not conform to protocol 'Hashable'
