// ReuseLab prelude: what Foundation adds to `Error` — `LocalizedError` and `localizedDescription` — written in
// the Swift subset itself. The one native, the error's code, is in Run/Natives+Errors.swift.

/// An error that describes itself to the user; each requirement defaults to nil, as in Foundation.
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { return nil }
    public var failureReason: String? { return nil }
    public var recoverySuggestion: String? { return nil }
    public var helpAnchor: String? { return nil }
}

/// The code iOS gives a Swift error when it bridges it to `NSError`: an `Int` raw value, else the case's
/// place among the enum's cases (cases with a payload counted first), else 1.
@_native public func _errorCode(_ error: Error) -> Int

extension Error {
    /// The `errorDescription` of a `LocalizedError`; otherwise the sentence iOS makes from the error's type
    /// and code (Linux's Foundation writes "could not" where iOS writes "couldn’t").
    public var localizedDescription: String {
        if let localized = self as? LocalizedError, let description = localized.errorDescription {
            return description
        }
        if let decoding = self as? DecodingError { return decoding._localizedDescription }
        if self is EncodingError { return "The operation could not be completed. The data isn’t in the correct format." }
        return "The operation couldn’t be completed. (\(String(reflecting: type(of: self))) error \(_errorCode(self)).)"
    }
}
