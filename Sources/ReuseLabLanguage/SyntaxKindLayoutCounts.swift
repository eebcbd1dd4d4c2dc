import SwiftSyntax

/// How many children a layout node of each kind has, by its kind's number (`SyntaxKindCode`), as swift-syntax
/// 603.0.1 lays them out; -1 for the token and collection kinds, whose children are any number. The cache's
/// decoder refuses a node with any other count, because swift-syntax's accessors trust the count. The numbers
/// are written out rather than read from each kind's `structure` at a start: `structure` builds a key path for
/// every child, and building them for the kinds of the preludes was 3.5 ms of every start (perf).
/// `PreludeTreeCacheTests` compares the table with `structure` for every kind, so a newer swift-syntax fails the
/// test rather than the cache.
enum SyntaxKindLayoutCounts {
    static let byCode: [Int16] = [
        -1, 3, 9, 7, -1, 13, 5, 7, 17, -1, 5, 7, 7, 5, 9, 3, 15, 7, -1, 11, 9, -1, 5, 9,
        7, 9, 5, 7, 3, 3, 5, 5, 11, 9, -1, 7, -1, 7, 17, 3, 7, -1, 9, 9, 9, 7, -1, 17,
        -1, 5, 13, 5, -1, 5, 7, -1, 5, 3, -1, 5, 7, 5, 5, 5, 7, -1, 5, -1, 5, 7, 7, 5,
        11, 3, 15, -1, 5, -1, 9, 7, 11, -1, 5, 7, 7, 11, 3, 5, 7, 9, -1, 9, 7, 7, 3, -1,
        9, -1, 9, 7, -1, 15, 17, -1, 3, 11, 3, 15, 3, 3, 23, 5, 13, 17, 5, 7, -1, 19, 7, 11,
        7, -1, 5, 9, -1, 13, -1, 5, 5, 5, 9, 3, 7, -1, 7, 5, 11, 7, 5, 11, -1, 5, 5, 7,
        5, -1, 5, 5, 17, 11, 3, 7, 5, -1, 5, 7, 9, 3, 5, 7, -1, 9, 9, 7, 17, -1, 5, 11,
        17, 23, 19, 9, 7, 5, -1, 5, 7, 11, 7, 7, 3, 3, 3, 3, 3, 5, -1, 7, 5, 3, 7, 5,
        -1, 5, 9, 7, 9, 5, 5, 11, 5, 5, 5, 5, -1, 11, 3, -1, 5, 5, 5, 5, 15, 9, 7, 7,
        -1, 15, -1, 5, 7, 5, 7, -1, 5, 17, 11, 9, 5, 5, 7, 3, 7, -1, 3, 5, 7, -1, 9, 9,
        3, 11, -1, 3, 17, 13, 17, 3, 5, -1, 7, 7, -1, 7, 5, 11, 11, 5, 5, 9, 7, 7, -1, 9,
        7, -1, 15, 7, 15, 5, 5, 3, 5, -1, 1, -1, 5, 3, 7, 5, 5, 5, 9, -1, 5, 5, 5, 7,
        3, 5, -1, 5, 7,
    ]

    /// Whether nodes of `kind` have a fixed number of children (rather than being a collection or a token).
    static func isFixed(_ kind: SyntaxKind) -> Bool { byCode[Int(SyntaxKindCode.code(of: kind))] >= 0 }
}
