import ReuseLabSimulator

/// The catalogue's run-time section: what a running program stops with. The Swift runtime's traps are
/// copied from a swiftc-built program's output (the words after `Fatal error: `); ReuseLab's own limits
/// and bugs are its own words. The interpreter raises each by name (`throw fatal(Diagnostics.indexOutOfRange,
/// at: loc)`), never spelling the text where it stops.
extension Diagnostics {
    /// One declared run-time message, filled in with its arguments.
    struct RuntimeMessage: Hashable, Sendable {
        enum Form: Hashable, Sendable {
            /// `main/File.swift:12: Fatal error: TEXT`: the runtime names the file and line, then the kind.
            case located(kind: String)
            /// Printed as it is (the runtime names no learner file: a failed cast, an overflow).
            case verbatim
            /// ReuseLab stopped the program (exit status 4), in its own words.
            case limit
        }
        /// The factory's name, e.g. `indexOutOfRange`.
        let id: String
        let form: Form
        let text: String

        /// The line the runtime prints, for a trap at `line` of `file` in `module`.
        func printed(module: String, file: String, line: Int) -> String {
            guard case .located(let kind) = form else { return text }
            let place = "\(module)/\(file):\(line): \(kind)"
            return text.isEmpty ? place : "\(place): \(text)"
        }
    }

    private static func runtime(_ text: String, kind: String = "Fatal error", id: String = #function) -> RuntimeMessage {
        RuntimeMessage(id: runtimeIdentifier(id), form: .located(kind: kind), text: text)
    }

    private static func runtimeVerbatim(_ text: String, id: String = #function) -> RuntimeMessage {
        RuntimeMessage(id: runtimeIdentifier(id), form: .verbatim, text: text)
    }

    private static func limit(_ text: String, id: String = #function) -> RuntimeMessage {
        RuntimeMessage(id: runtimeIdentifier(id), form: .limit, text: text)
    }

    private static func runtimeIdentifier(_ function: String) -> String {
        function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    }
}

/// The Swift runtime's traps.
extension Diagnostics {
    static var indexOutOfRange: RuntimeMessage { runtime("Index out of range") }
    static var arrayIndexOutOfRange: RuntimeMessage { runtime("Array index is out of range") }
    static var stringIndexOutOfBounds: RuntimeMessage { runtime("String index is out of bounds") }
    /// A substring's index outside the substring (`body[line.startIndex]`), or moved past its ends.
    static var substringIndexOutOfBounds: RuntimeMessage { runtime("Substring index is out of bounds") }
    /// `s[a..<b]` reaching outside the string or substring.
    static var stringIndexRangeOutOfBounds: RuntimeMessage { runtime("String index range is out of bounds") }
    /// `slice[i]` outside the slice's own indices (`items.dropFirst()[0]`).
    static var sliceIndexOutOfBounds: RuntimeMessage { runtime("Index out of bounds") }
    /// `slice[a..<b]` reaching past the slice's end, or before its start.
    static var sliceRangePastEnd: RuntimeMessage { runtime("ArraySlice index is out of range") }
    static var sliceRangeBeforeStart: RuntimeMessage { runtime("ArraySlice index is out of range (before startIndex)") }
    /// `items.removeFirst(k)` and `removeLast(k)` with a negative `k`.
    static var negativeRemovalCount: RuntimeMessage { runtime("Number of elements to remove should be non-negative") }
    /// `items.removeFirst(k)` with `k` past the count.
    static var removeFirstPastCount: RuntimeMessage { runtime("Can't remove more items from a collection than it has") }
    /// `items.removeLast(k)` with `k` past the count.
    static var removeLastPastCount: RuntimeMessage { runtime("Can't remove more items from a collection than it contains") }
    static var unwrappedNil: RuntimeMessage { runtime("Unexpectedly found nil while unwrapping an Optional value") }
    static var implicitlyUnwrappedNil: RuntimeMessage { runtime("Unexpectedly found nil while implicitly unwrapping an Optional value") }
    static var rangeBoundsReversed: RuntimeMessage { runtime("Range requires lowerBound <= upperBound") }
    /// `String(value, radix: 40)`.
    static var radixOutOfRange: RuntimeMessage { runtime("Radix must be between 2 and 36") }
    /// `Int(text, radix: 40)`: parsing words it otherwise.
    static var parsingRadixOutOfRange: RuntimeMessage { runtime("Radix not in range 2...36") }
    static var divisionByZero: RuntimeMessage { runtime("Division by zero") }
    static var remainderByZero: RuntimeMessage { runtime("Division by zero in remainder operation") }
    /// `Int.min / -1` and `Int.min % -1`: the standard library's check, not the bare overflow trap.
    static var divisionOverflow: RuntimeMessage { runtime("Division results in an overflow") }
    static var remainderOverflow: RuntimeMessage { runtime("Division results in an overflow in remainder operation") }
    static var arithmeticOverflow: RuntimeMessage { runtimeVerbatim("Swift runtime failure: arithmetic overflow") }
    /// `split(separator:maxSplits:)` with a negative `maxSplits`.
    static var negativeMaxSplits: RuntimeMessage { runtime("Must take zero or more splits") }
    static var negativeRepeatCount: RuntimeMessage { runtime("Negative count not allowed") }
    static var randomInEmptyRange: RuntimeMessage { runtime("Can't get random value with an empty range") }
    static var strideOfZero: RuntimeMessage { runtime("Stride size must not be zero") }
    static var negativeArrayCount: RuntimeMessage { runtime("Can't construct Array with count < 0") }
    static var removeFirstFromEmpty: RuntimeMessage { runtime("Can't remove first element from an empty collection") }
    static var removeLastFromEmpty: RuntimeMessage { runtime("Can't remove last element from an empty collection") }
    static var negativePrefix: RuntimeMessage { runtime("Can't take a prefix of negative length from a collection") }
    static var negativeSuffix: RuntimeMessage { runtime("Can't take a suffix of negative length from a collection") }
    static var negativeDrop: RuntimeMessage { runtime("Can't drop a negative number of elements from a collection") }
    static var characterFromEmptyString: RuntimeMessage { runtime("Can't form a Character from an empty String") }
    static var characterFromManyGraphemes: RuntimeMessage {
        runtime(
            "Can't form a Character from a String containing more than one extended grapheme cluster")
    }
    static var doubleToIntNaN: RuntimeMessage { runtime("Double value cannot be converted to Int because it is either infinite or NaN") }
    static var doubleToIntBelowMin: RuntimeMessage {
        runtime("Double value cannot be converted to Int because the result would be less than Int.min")
    }
    static var doubleToIntAboveMax: RuntimeMessage {
        runtime("Double value cannot be converted to Int because the result would be greater than Int.max")
    }

    static func duplicateDictionaryKey(_ shown: String) -> RuntimeMessage { runtime("Duplicate values for key: '\(shown)'") }

    static func tryForceRaised(_ error: String) -> RuntimeMessage {
        runtime("'try!' expression unexpectedly raised an error: \(error)")
    }

    /// What escapes the top-level code: Swift reports it from the standard library's ErrorType.swift.
    static func errorRaisedAtTopLevel(_ error: String) -> RuntimeMessage {
        runtimeVerbatim("Swift/ErrorType.swift:254: Fatal error: Error raised at top level: \(error)")
    }

    /// `Could not cast value of type 'main.TitleCell' (0x…) to 'main.ImageCell' (0x…).`
    static func castFailed(from: String, fromAddress: String, to: String, toAddress: String) -> RuntimeMessage {
        runtimeVerbatim("Could not cast value of type '\(from)' (\(fromAddress)) to '\(to)' (\(toAddress)).")
    }

    /// `fatalError(_:)` and `preconditionFailure(_:)` called by Swift code, with its message.
    static func fatalErrorCalled(_ message: String) -> RuntimeMessage { runtime(message) }
    static func preconditionFailed(_ message: String) -> RuntimeMessage { runtime(message, kind: "Precondition failed") }
    static func assertionFailed(_ message: String) -> RuntimeMessage { runtime(message, kind: "Assertion failed") }

    /// The runtime names no file for this one.
    static func unownedReferenceDestroyed(_ address: String) -> RuntimeMessage {
        runtimeVerbatim("Fatal error: Attempted to read an unowned reference but object \(address) was already destroyed")
    }

    /// A static stored property whose initial value reads itself (swiftc's program deadlocks in `swift_once`).
    static func staticPropertyRefersToItself(_ name: String) -> RuntimeMessage {
        runtime("static property '\(name)' refers to itself while being initialised")
    }
}

/// ReuseLab's limits, which stop a runaway program (exit status 4).
extension Diagnostics {
    static var interrupted: RuntimeMessage { limit("Interrupted.") }

    static func stepLimitReached(_ steps: Int) -> RuntimeMessage {
        limit("ReuseLab stopped the program after \(steps) steps: it looks like an endless loop (raise the limit with --steps).")
    }

    /// `raisable`: the `--depth` limit was reached, rather than ReuseLab's own stack.
    static func depthLimitReached(_ depth: Int, raisable: Bool) -> RuntimeMessage {
        let why = raisable ? "raise the limit with --depth" : "ReuseLab's own stack is full"
        return limit("ReuseLab stopped the program after \(depth) nested calls: it looks like runaway recursion (\(why)).")
    }

    /// Top-level code awaits (a task's value, a sleep) what nothing left in the run loop can bring about.
    static var awaitsForever: RuntimeMessage {
        limit("ReuseLab stopped the program: it awaits a task that can never finish (an app would wait forever).")
    }

    static func tooManySuspendedTasks(_ count: Int) -> RuntimeMessage {
        limit("ReuseLab stopped the program: more than \(count) tasks are suspended at once.")
    }

    static func memoryLimitReached(megabytes: Int) -> RuntimeMessage {
        limit("ReuseLab stopped the program: its values need more than \(megabytes) MB of memory (raise the limit with --memory).")
    }

    /// `NSStringFromClass` of a class whose Objective-C name is mangled (nested, generic, private).
    static func objCRuntimeNameNotSimulated(_ type: String) -> RuntimeMessage {
        limit(
            "NSStringFromClass(\(type).self) is not simulated in ReuseLab yet: the Objective-C runtime name of a nested, generic or private class is mangled; ReuseLab spells only a top-level class's name (\"main.Cell\"). String(describing:) gives the bare class name."
        )
    }
    /// ReuseLab's own bugs, told as such: a prelude declaration with no native behind it.
    static func noNativeImplementation(_ key: String) -> RuntimeMessage { limit("ReuseLab has no native implementation for '\(key)'.") }
    static func noNativeGetter(_ key: String) -> RuntimeMessage { limit("ReuseLab has no native getter for '\(key)'.") }
    static func noNativeSetter(_ key: String) -> RuntimeMessage { limit("ReuseLab has no native setter for '\(key)'.") }
}

/// UIKit's exceptions raised by the interpreter itself (the Simulator raises the rest).
extension Diagnostics {
    /// `setValue(_:forKey:)` on a class without that property: an outlet in a nib to a missing property.
    static func undefinedKey(className: String, address: String, key: String) -> UIKitException {
        UIKitException(
            name: "NSUnknownKeyException",
            reason:
                "[<\(className) \(address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// `instantiateViewController(withIdentifier:)` with an identifier no scene has.
    static func noSceneWithIdentifier(storyboardAddress: String, identifier: String) -> UIKitException {
        .invalidArgument(
            "Storyboard (<UIStoryboard: \(storyboardAddress)>) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// ReuseLab's own bugs when the Simulator asks for a view it cannot make.
    static func cannotInstantiateView(_ className: String) -> UIKitException {
        .internalInconsistency("cannot instantiate \(className)")
    }
    static func noInitializerWithLabels(_ typeName: String, labels: String) -> UIKitException {
        .internalInconsistency("\(typeName) has no initializer \(labels)")
    }
    static func couldNotCreate(_ typeName: String) -> UIKitException { .internalInconsistency("could not create \(typeName)") }
}

/// The chain of the learner's calls under a crash, in ReuseLab's words (a backtrace, innermost first).
extension Diagnostics {
    static func crashedInFunction(_ function: String) -> String { "in \(function)" }
    static func calledFromFunction(_ function: String, at place: String) -> String { "called from \(function) at \(place)" }
    static func calledFromScript(at place: String) -> String { "called from \(place)" }
    /// UIKit called the learner's method (a data source's, a delegate's) while running the call at `place`.
    static func calledByUIKitFromFunction(_ function: String, at place: String) -> String { "called by UIKit from \(function) at \(place)" }
    static func calledByUIKitFromScript(at place: String) -> String { "called by UIKit from \(place)" }
    /// The run loop ran work the learner queued at `place` (`DispatchQueue.main.async { … }`), after that code had run.
    static func calledByDispatchFromFunction(_ function: String, queuedAt place: String) -> String {
        "called by Dispatch, queued from \(function) at \(place)"
    }
    static func calledByDispatchFromScript(queuedAt place: String) -> String { "called by Dispatch, queued at \(place)" }
    static func repeatedCalls(_ count: Int) -> String { ", \(count) times" }
    static func moreCallsNotShown(_ count: Int) -> String { "… and \(count) more call\(count == 1 ? "" : "s")" }
    static func closureInFunction(_ function: String) -> String { "a closure in \(function)" }
    static let closureAtTopLevel = "a closure"
}
