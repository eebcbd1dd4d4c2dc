import ReuseLabLanguage
import ReuseLabSimulator

/// What the shell needs from the language: exactly the `Session` API, behind a protocol so the shell's
/// logic can be tested with a scripted engine, without a working language underneath.
public protocol ReplEngine: AnyObject {
    func submit(_ source: String, displayName: String) -> EntryOutcome
    func completions(forLine line: String) -> [String]
    func snapshot() -> PoolSnapshot
    var acceptedEntries: [String] { get }
    @discardableResult func undo() -> Bool
    @discardableResult func redo() -> Bool
    func reset()
    func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?)
    /// Called from another thread while `submit` runs.
    func interrupt()
    var onOutput: ((String) -> Void)? { get set }
    var onEvent: ((String) -> Void)? { get set }
    func preludeModuleSource(named name: String) -> String?
    var preludeModuleNames: [String] { get }
}

extension Session: ReplEngine {
    public func preludeModuleSource(named name: String) -> String? { Session.preludeSource(named: name) }
    public var preludeModuleNames: [String] { Session.preludeNames }
}
