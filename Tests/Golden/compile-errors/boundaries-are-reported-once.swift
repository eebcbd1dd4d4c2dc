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

let thumbnails = NSCache<NSString, NSString>()
print(thumbnails.countLimit)

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

// Moving a generic collection's index by an offset is not run yet: the first use is the one boundary, the
// others raise nothing more (`startIndex`, `index(after:)`, `c[i]`, its elements, `count` and `for … in` work).
func middle<C: Collection>(of items: C) -> C.Element? {
    guard !items.isEmpty else { return nil }
    let index = items.index(items.startIndex, offsetBy: items.count / 2)
    return items[index]
}
print(middle(of: [1, 2, 3]) as Any)

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

// expect-error: 'func empty<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet
// expect-errors: 13
