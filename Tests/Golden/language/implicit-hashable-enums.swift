// An enum whose cases carry no payload is Equatable and Hashable without saying so: hashValue, hash(into:), keys, sets, generic arguments.
enum Tab { case feed, search, profile }
struct Point: Hashable { let x: Int; let y: Int }

print(Tab.feed.hashValue == Tab.feed.hashValue)
var hasher = Hasher()
Tab.search.hash(into: &hasher)
Point(x: 1, y: 2).hash(into: &hasher)
print(Point(x: 1, y: 2).hashValue == Point(x: 1, y: 2).hashValue)

func distinctCount<T: Hashable>(_ values: [T]) -> Int { Set(values).count }
print(distinctCount([Tab.feed, Tab.search, Tab.feed]))
let badges: [Tab: Int] = [.feed: 3, .profile: 1]
print(badges[.feed] ?? 0, badges[.search] ?? 0)
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(Tab.profile, .profile), same(Tab.feed, .search))
let seen: Set<Tab> = [.feed, .feed, .profile]
print(seen.count, seen.contains(.profile))
// expect: true
// expect: true
// expect: 2
// expect: 3 0
// expect: true false
// expect: 2 true
