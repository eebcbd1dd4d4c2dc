// A binding annotated `String` given a number: Swift never turns an Int into a String by itself.
struct Header {
    var title: String = 5
}
// expect-error: cannot convert value of type 'Int' to specified type 'String'
