// Only values of types conforming to Error can be thrown.
func fail() throws {
    throw "something went wrong"
}
try fail()
// expect-error: thrown expression type 'String' does not conform to 'Error'
