/// A flow layout whose delegate answers, section by section, `insetForSectionAt`,
/// `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt` and
/// `referenceSizeForHeaderInSection`/`FooterInSection` (UICollectionViewDelegateFlowLayout). As UIKit's flow layout
/// does when it is invalidated, every section is asked when the counts are; an answer replaces the layout's own
/// property for that section only, and a method the delegate lacks leaves the property in force. As in a
/// vertical flow layout, only the heights of the reference sizes count: a header or footer is as wide as the
/// collection view, and one of height 0 is not shown.
public struct FlowSectionAnswers {
    public var inset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?

    public init(
        inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil
    ) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}

extension FlowLayout {
    /// Asks the provider about every section (nothing when there is no provider, or for a compositional layout).
    func askSectionAnswers(sectionCount: Int, provider: ((Int) throws -> FlowSectionAnswers)?) throws {
        guard let provider, !isCompositional else {
            sectionAnswers = []
            return
        }
        var answers: [FlowSectionAnswers] = []
        answers.reserveCapacity(sectionCount)
        for section in 0..<sectionCount { answers.append(try provider(section)) }
        sectionAnswers = answers
    }
}
