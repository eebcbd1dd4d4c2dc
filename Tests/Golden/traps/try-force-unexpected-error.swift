// try! on a call that throws traps with Swift's message, naming the error with its module.
enum FetchError: Error {
    case notFound(id: Int)
}

func fetch(_ id: Int) throws -> String {
    if id > 2 { throw FetchError.notFound(id: id) }
    return "item \(id)"
}

print(try! fetch(1))
print(try! fetch(3))
print("not reached")
// expect: item 1
// expect-crash: Fatal error: 'try!' expression unexpectedly raised an error: main.FetchError.notFound(id: 3)
