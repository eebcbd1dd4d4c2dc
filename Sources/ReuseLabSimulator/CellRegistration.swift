/// `UICollectionView.CellRegistration`: a cell source that registers itself with a collection view on first use.
/// The language layer keeps the handler and runs it after `dequeueConfiguredReusableCell(using:for:)`.
public final class CellRegistration {
    public let address: String
    public let source: RegistrationSource
    /// True when it was made while a collection view was asking its data source for a cell: UIKit (iOS 15+)
    /// refuses to dequeue with such a registration, because a new one per cell defeats reuse.
    public let createdInsideCellProvider: Bool
    /// The identifier it registers itself under, unique to this registration.
    public let reuseIdentifier: String

    init(address: String, source: RegistrationSource, createdInsideCellProvider: Bool) {
        self.address = address
        self.source = source
        self.createdInsideCellProvider = createdInsideCellProvider
        self.reuseIdentifier = "UICollectionViewCellRegistration-\(address)"
    }

    /// `<UICollectionViewCellRegistration: 0x600000c00010>`
    public var description: String { "<UICollectionViewCellRegistration: \(address)>" }
}
