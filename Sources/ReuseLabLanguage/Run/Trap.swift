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
    /// The catalogue's identifier of the message (`indexOutOfRange`), for lessons and `:why`.
    var messageID: String?
    /// The interpreter's call sites when it stopped, innermost last (see `Interpreter.callSites`).
    var callSites: [SourceLoc] = []
    /// Which of `callSites` were UIKit calling back (see `Interpreter.uikitCallIndices`).
    var uikitCallIndices: [Int] = []
    /// Which of `callSites` was the run loop running work queued there (see `Interpreter.dispatchCallIndex`).
    var dispatchCallIndex: Int?

    /// ReuseLab's own bug, found while running (a native and its declaration disagree): stops like a limit.
    init(bug message: Diagnostics.Message, loc: SourceLoc) {
        self.init(kind: .limit(message.text), loc: loc)
        messageID = message.id
    }

    init(kind: Kind, loc: SourceLoc) {
        self.kind = kind
        self.loc = loc
    }

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
