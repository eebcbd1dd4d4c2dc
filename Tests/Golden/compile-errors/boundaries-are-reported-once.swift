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
Inbox().add(Mail(id: 1))

// A constraint ReuseLab lacks is the one boundary: the parameter's members, its `where` requirement and
// the operator passed to its `reduce` raise nothing more.
func titles<S: Sequence>(_ s: S) -> [String] where S.Element == Int { s.map { "#\($0)" } }
func total(_ c: some Collection<Int>) -> Int { c.reduce(0, +) }
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable { c.allSatisfy { $0 == c.first } }
print(titles([1, 2]), total(Set([3])), allEqual([4, 4]))

// A module the app's project has and ReuseLab does not is named at the import; a name ReuseLab lacks then says
// where it may come from, once, however often it is used.
import Combine
final class Ticker {
    var subscriptions = Set<AnyCancellable>()
    func stop() { subscriptions.removeAll() }
    var bags: [Set<AnyCancellable>] = []
}
Ticker().stop()

// expect-error: 'func empty<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet
// expect-errors: 11
