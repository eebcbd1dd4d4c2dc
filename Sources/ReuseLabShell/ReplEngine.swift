import ReuseLabLanguage
import ReuseLabSimulator
import ReuseLabTutor

/// What the shell needs from the language: exactly the `Session` API, behind a protocol so the shell's
/// logic can be tested with a scripted engine, without a working language underneath. It refines the
/// tutor's `LessonEngine`, so a lesson's engine is one the shell can drive.
public protocol ReplEngine: LessonEngine {
    func completions(forLine line: String) -> [String]
    var acceptedEntries: [String] { get }
    @discardableResult func undo() -> Bool
    @discardableResult func redo() -> Bool
    func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?)
    /// Raised from another thread (the Ctrl-C watcher) while `submit` runs.
    var interruptFlag: InterruptFlag { get }
    var onOutput: ((String) -> Void)? { get set }
    var onEvent: ((SimEvent) -> Void)? { get set }
    /// Called with an entry's warnings after it checked, before it runs.
    var onWarnings: ((String) -> Void)? { get set }
    func preludeModuleSource(named name: String) -> String?
    var preludeModuleNames: [String] { get }
}

extension Session: ReplEngine {
    public func preludeModuleSource(named name: String) -> String? { Session.preludeSource(named: name) }
    public var preludeModuleNames: [String] { Session.preludeNames }
}

extension ReplEngine {
    /// An engine without warnings (a scripted test engine) ignores the hook.
    public var onWarnings: ((String) -> Void)? {
        get { nil }
        set {}
    }
}
