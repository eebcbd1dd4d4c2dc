// Conforming to a composition alias means conforming to each of its protocols.
protocol Named { var name: String { get } }
protocol Counted { var count: Int { get } }
typealias NamedAndCounted = Named & Counted
struct Shelf: NamedAndCounted {
    var name = "shelf"
}
// expect-error: type 'Shelf' does not conform to protocol 'Counted'
