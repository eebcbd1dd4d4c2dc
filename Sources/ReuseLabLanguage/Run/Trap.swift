import ReuseLabSimulator

/// Why a run stopped early. Each carries the exact text iOS or the Swift runtime would print.
struct Trap: Error {
    enum Kind {
        /// An uncaught Objective-C exception from UIKit.
        case uikit(UIKitException)
        /// A Swift runtime trap: `fatalError`, a failed `as!`, unwrapping nil, an index out of range.
        case swift(String)
        /// A ReuseLab limit: steps, call depth, or an interrupt.
        case limit(String)
    }
    let kind: Kind
    var loc: SourceLoc
    /// The message of a `fatalError`/`preconditionFailure` call in Swift code, as opposed to a runtime trap
    /// (a failed `as!`, nil unwrapped): lessons tell the learner's own `fatalError` from a real crash.
    var fatalErrorCallMessage: String?

    /// What iOS would print to the console.
    var consoleText: String {
        switch kind {
        case .uikit(let e): return e.terminationLine
        case .swift(let s), .limit(let s): return s
        }
    }

    var isLimit: Bool {
        if case .limit = kind { return true }
        return false
    }
}

/// Non-local exits inside the interpreter.
enum Jump: Error {
    case optionalChainNil
}

/// How a statement finished.
enum Completion {
    case normal
    case returned(Value)
    case broke(String?)
    case continued(String?)
    case fellThrough
}
