/// An Objective-C exception UIKit would raise, with its exact reason text. The language turns it into a crash.
public struct UIKitException: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public static func internalInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException", reason: reason)
    }

    public static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason)
    }

    /// Raised by UIKit for out-of-bounds scrolling (see TableView.scrollToRow).
    public static func range(_ reason: String) -> UIKitException {
        UIKitException(name: "NSRangeException", reason: reason)
    }

    /// The console line UIKit prints before the app dies.
    public var terminationLine: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    public var description: String { terminationLine }
}
