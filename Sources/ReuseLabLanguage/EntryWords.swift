@_spi(RawSyntax) import SwiftSyntax

/// The words of an entry's code that decide which parts of the preludes load before it is checked: UIKit
/// (`SessionState+UIKitOnFirstUse.swift`) and the units (`SessionState+PreludeUnitsOnFirstUse.swift`). Read
/// from its tokens once, as a lookup knows them (backticks off). Each part asked every token before, UIKit twice
/// and every unit once a token, hashing each word a dozen times and making each identifier's kind to read it
/// (a `run` of a corpus script: 0.9 M instructions).
struct EntryWords {
    /// The identifiers' names.
    private(set) var identifiers: Set<String> = []
    /// The identifiers' and the keywords' names.
    private(set) var identifiersAndKeywords: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.rawTokenKind {
            case .identifier:
                let name = token.lookupName
                identifiers.insert(name)
                identifiersAndKeywords.insert(name)
            case .keyword:
                identifiersAndKeywords.insert(token.lookupName)
            default:
                continue
            }
        }
    }
}
