// A class whose stored properties have no initial values needs an initializer that sets them: without one, swiftc synthesizes none and says which properties prevent it (an optional `var` starts as nil and does not).
final class FeedLoader {
    let endpoint: String
    var pageSize: Int
    var lastError: String?
    lazy var cache: [String: Int] = [:]

    func describe() -> String { "\(endpoint) (\(pageSize) a page)" }
}

print(FeedLoader().describe())
// expect-error: class 'FeedLoader' has no initializers
// expect-note: stored property 'endpoint' without initial value prevents synthesized initializers
// expect-note: stored property 'pageSize' without initial value prevents synthesized initializers
// expect-error: 'FeedLoader' cannot be constructed because it has no accessible initializers
// expect-errors: 2
