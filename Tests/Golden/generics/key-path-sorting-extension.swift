// A Sequence extension that sorts by a key path, as app code writes it, called on an array and on a set (whose own sorted(by:) takes a closure).
struct Track: Hashable {
    let name: String
    let plays: Int
}

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}

let tracks = [Track(name: "Tide", plays: 42), Track(name: "Arc", plays: 7), Track(name: "Moss", plays: 19)]
print(tracks.sorted(by: \.plays).map(\.name))
print(tracks.sorted(by: \.name).map(\.plays))
let library = Set(tracks)
print(library.sorted(by: \.plays).map(\.name))
print(library.sorted(by: \.name).map(\.name))
// The set's own closure overload is still there.
print(library.sorted { $0.plays > $1.plays }.map(\.name))
// expect: ["Arc", "Moss", "Tide"]
// expect: [7, 19, 42]
// expect: ["Arc", "Moss", "Tide"]
// expect: ["Arc", "Moss", "Tide"]
// expect: ["Tide", "Moss", "Arc"]
