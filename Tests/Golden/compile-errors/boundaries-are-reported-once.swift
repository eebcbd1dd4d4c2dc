// Valid Swift that ReuseLab does not run yet is reported once, at the construct, in ReuseLab's words: its uses raise no swiftc-worded follow-on errors.
import Foundation

func scale() {
    func empty<T>() -> [T] { [] }
    let none: [Int] = empty()
    print(none.count)
}

struct Badge { let count: Int }
let make = Badge.init
print(make(3).count)

actor Counter {
    var count = 0
}
let counter = Counter()
print(counter)

// `async let` and task groups: each once; awaiting what they bind says nothing more.
func loadBoth() async -> Int {
    async let left = Task { 1 }.value
    let total = await withTaskGroup(of: Int.self) { group in
        group.addTask { 2 }
        return 2
    }
    return await left + total
}

let thumbnails = NSCache<NSString, NSString>()
print(thumbnails.countLimit)

// What comes from an unsupported encoder (a literal for its property, the data passed to `String(data:)`) says
// nothing more: the type was named once. (JSON's encoder runs; a property list's does not yet.)
let encoder = PropertyListEncoder()
encoder.outputFormat = .xml
encoder.userInfo = [:]
let encoded = try encoder.encode(["a": 1])
print(String(data: encoded, encoding: .utf8) ?? "")

func refreshLater() {
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        print("refreshed")
    }
}

struct Mail: Identifiable {
    let id = Mail.nextNumber()
    static func nextNumber() -> Int { 7 }
}
final class Inbox {
    typealias Lookup = [Mail.ID: Mail]
    var byID: Lookup = [:]
    func add(_ mail: Mail) { byID[mail.id] = mail }
}
Inbox().add(Mail())

// A generic collection's `firstIndex` is not run yet: the first use is the one boundary, the others raise
// nothing more (`startIndex`, `index(after:)`, `index(_:offsetBy:)`, `c[i]`, its elements work). `C.Index` as a
// result is the argument's index type: a set's is not simulated, said once at the call.
func second<C: Collection>(of items: C) -> C.Element? where C.Element: Equatable {
    guard let first = items.first, let index = items.firstIndex(of: first) else { return nil }
    let next = items.index(after: index)
    return next == items.endIndex ? nil : items[next]
}
print(second(of: [1, 2, 3]) as Any)
func firstPosition<C: Collection>(_ items: C) -> C.Index { items.startIndex }
let tags: Set = ["new"]
print(tags[firstPosition(tags)])

// A protocol's primary associated type is declared and its conformers work; constraining it (`any Feed<String>`)
// is not run yet, said once at the type.
protocol Feed<Item> {
    associatedtype Item
    var items: [Item] { get }
}
struct Headlines: Feed { let items = ["Launch"] }
func firstItem(of feed: any Feed<String>) -> String { feed.items.first ?? "" }
print(firstItem(of: Headlines()), Headlines().items.count)

// A module the app's project has and ReuseLab does not is named at the import; a name ReuseLab lacks then says
// where it may come from, once, however often it is used.
import Combine
final class Ticker {
    var subscriptions = Set<AnyCancellable>()
    func stop() { subscriptions.removeAll() }
    var bags: [Set<AnyCancellable>] = []
    @Published var level = 0
    func watch() { print(type(of: $level)) }
}
Ticker().stop()

// A library type declared to meet your protocol with a member ReuseLab's library lacks (`Int.zero` is Swift's):
// named once at the conformance, and the generic code using it raises nothing more.
protocol Blank { static var zero: Self { get } }
extension Int: Blank {}
func blanks<T: Blank>(_ n: Int, of type: T.Type) -> [T] { Array(repeating: T.zero, count: n) }
print(blanks(2, of: Int.self))

// Format styles given to `formatted(_:)` are Foundation's, and not in ReuseLab's library: named once at the call.
let share = 0.256
print(share.formatted(.percent), Date().formatted(.dateTime.year().month()))

// A hand-written `init(from:)` reads keyed and single-value containers; an unkeyed one is not there yet, said
// once at the call, and what is read from it raises nothing more.
struct Pair: Decodable {
    let first: Int
    init(from decoder: Decoder) throws {
        var values = try decoder.unkeyedContainer()
        first = try values.decode(Int.self)
    }
}

// A type of the script's own that shares the name of a library type ReuseLab looks up by name (swiftc lets it hide
// the library's; `struct Task` or `enum Result` may).
struct IndexPath {
    let score: Int
}

// expect-error: 'func empty<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet
// expect-errors: 20
