// An enum whose cases carry no payload is Equatable and Hashable without declaring it: a dictionary key,
// a set element, and a Hashable generic argument, as table sections often are.
enum Section: Int, CaseIterable {
    case favorites, recents
}
enum Mode { case on, off }

var rowsPerSection: [Section: Int] = [.favorites: 2]
rowsPerSection[.recents, default: 0] += 5
let modes: Set<Mode> = [.on, .on, .off]
func flagged<K: Hashable>(_ key: K) -> [K: Bool] { [key: true] }
print(rowsPerSection[.recents]!, rowsPerSection[.favorites]!, modes.count, flagged(Mode.off)[.off]!)
// expect: 5 2 2 true
let bySection = Dictionary(grouping: [1, 2, 3, 4, 5]) { $0 % 2 == 0 ? Section.favorites : Section.recents }
print(bySection[.favorites]!, bySection[.recents]!)
// expect: [2, 4] [1, 3, 5]
print(Mode.on == .on, Mode.on != .off)
// expect: true true
