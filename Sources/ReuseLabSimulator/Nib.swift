/// `UINib(nibName:bundle:)`: a name and a bundle. Like UIKit it looks nothing up until it is used,
/// so registering a nib that does not exist succeeds and the crash comes at dequeue time.
public final class Nib {
    public let name: String
    public let bundle: Bundle
    /// `0x600000c00010`, for descriptions.
    public let address: String

    public init(name: String, bundle: Bundle, simulation: Simulation) {
        self.name = name
        self.bundle = bundle
        self.address = simulation.nextAddress()
    }

    /// `<UINib: 0x600000c00010>`
    public var description: String { "<UINib: \(address)>" }

    /// The parsed file, for `instantiate(withOwner:options:)`; throws the bundle's "Could not load NIB" exception.
    public func document() throws -> NibDocument {
        try bundle.nib(named: name)
    }
}
