// 'try' over calls that cannot throw, and a 'catch' that can never run, are warnings: swiftc says nothing there throws, and the code runs as written.
enum FeedError: Error {
    case offline
}

func cachedTitles() -> [String] {
    ["Inbox", "Archive"]
}

func fetchTitles(online: Bool) throws -> [String] {
    guard online else { throw FeedError.offline }
    return ["Inbox", "Archive", "Spam"]
}

func saveTitles(_ titles: [String]) throws {
    print("saved \(titles.count)")
}

let cached = try cachedTitles()
let maybe = try? cachedTitles()
let forced = try! cachedTitles()
print(cached.count, maybe?.count ?? 0, forced.count)

do {
    let titles = cachedTitles()
    print(titles.first ?? "none")
} catch {
    print("never printed")
}

do {
    let titles = try fetchTitles(online: false)
    print(titles)
} catch is Error {
    print("offline")
}

let saved = try? saveTitles(cached)
print(saved != nil)
// expect: 2 2 2
// expect: Inbox
// expect: offline
// expect: saved 2
// expect: true
// expect-warning: no calls to throwing functions occur within 'try' expression
// expect-warning: 'catch' block is unreachable because no errors are thrown in 'do' block
// expect-warning: 'is' test is always true
// expect-warning: constant 'saved' inferred to have type '()?', which may be unexpected
// expect-note: add an explicit type annotation to silence this warning
