import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// What the tutor needs from the language: run an entry, look at the world, start afresh.
///
/// `Session` is the real engine; tests use a scripted fake, so goal checking, lesson runs and grading
/// are tested without the interpreter.
public protocol LessonEngine: AnyObject {
    func submit(_ source: String, displayName: String) -> EntryOutcome
    func snapshot() -> PoolSnapshot
    func reset()
}

extension Session: LessonEngine {}

/// Makes an engine whose bundle is a lesson's folder (its `.xib` and `.storyboard` files).
public typealias LessonEngineFactory = (_ bundleDirectory: URL) -> LessonEngine

public enum LessonEngines {
    /// The real language, with default limits.
    public static func session(_ bundleDirectory: URL) -> LessonEngine { Session(bundleDirectory: bundleDirectory) }
}
