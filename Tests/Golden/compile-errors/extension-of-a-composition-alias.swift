// A composition alias names two protocols, not one type: it can be a conformance or a constraint, but not extended.
protocol Reusable {}
protocol NibLoadable {}
typealias NibReusable = Reusable & NibLoadable

extension NibReusable {
    static var nibName: String { "Nib" }
}
// expect-error: non-nominal type 'NibReusable' (aka 'NibLoadable & Reusable') cannot be extended
