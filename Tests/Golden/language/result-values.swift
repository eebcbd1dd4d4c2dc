// Result: .success/.failure built where a Result is expected, switched over, get(), map, mapError, flatMap and Result { try … }.
enum LoadError: Error {
    case missing
    case offline(retryIn: Int)
}

func loadTitles(_ available: Bool) -> Result<[String], LoadError> {
    available ? .success(["Inbox", "Sent"]) : .failure(.offline(retryIn: 3))
}

switch loadTitles(true) {
case .success(let titles): print("loaded", titles)
case .failure(let error): print("failed", error)
}
if case .failure(.offline(let seconds)) = loadTitles(false) {
    print("retry in", seconds)
}

let counted = loadTitles(true).map { $0.count }
print(counted)
print(loadTitles(false).map { $0.count })

do {
    let titles = try loadTitles(false).get()
    print(titles)
} catch {
    print("caught", error)
}

struct Message: Error { let text: String }
let described = loadTitles(false).mapError { Message(text: "\($0)") }
print(described)

let firstTitle = loadTitles(true).flatMap { titles -> Result<String, LoadError> in
    titles.isEmpty ? .failure(.missing) : .success(titles[0])
}
print(firstTitle)

enum ParseError: Error { case notANumber(String) }
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}
let parsed = Result { try parse("42") }
print(parsed)
let failed = Result { try parse("forty") }
switch failed {
case .success(let n): print(n)
case .failure(let error): print("error:", error)
}
let explicit: Result<Int, Error> = .success(7)
print((try? explicit.get()) ?? 0)
// expect: loaded ["Inbox", "Sent"]
// expect: retry in 3
// expect: success(2)
// expect: failure(main.LoadError.offline(retryIn: 3))
// expect: caught offline(retryIn: 3)
// expect: failure(main.Message(text: "offline(retryIn: 3)"))
// expect: success("Inbox")
// expect: success(42)
// expect: error: notANumber("forty")
// expect: 7
