/// Errors thrown where nothing handles them (swiftc's `throwing_call_unhandled`, `throw_in_nonthrowing_function`,
/// `thrown_type_not_error`).
extension Diagnostics {
    static var notMarkedWithTry: Message {
        error(
            "call can throw but is not marked with 'try'",
            notesHere: [
                NoteHere(note: didYouMeanTry, fixIt: FixIt(change: .insert("try "))),
                NoteHere(note: didYouMeanTryOptional, fixIt: FixIt(change: .insert("try? "))),
                NoteHere(note: didYouMeanTryForce, fixIt: FixIt(change: .insert("try! "))),
            ])
    }
    static var didYouMeanTry: Message { note("did you mean to use 'try'?") }
    static var didYouMeanTryOptional: Message { note("did you mean to handle error as optional value?") }
    static var didYouMeanTryForce: Message { note("did you mean to disable error propagation?") }
    static var notMarkedWithTryNorHandled: Message { error("call can throw, but it is not marked with 'try' and the error is not handled") }
    static var errorsNotHandled: Message { error("errors thrown from here are not handled") }
    static var errorsNotHandledByCatch: Message {
        error("errors thrown from here are not handled because the enclosing catch is not exhaustive")
    }
    static var throwNotHandled: Message { error("error is not handled because the enclosing function is not declared 'throws'") }
    static var throwNotHandledByCatch: Message { error("error is not handled because the enclosing catch is not exhaustive") }

    static func thrownTypeNotError(_ type: SType) -> Message {
        error("thrown expression type \(quoted(type)) does not conform to 'Error'")
    }

    /// `try plain()` where nothing inside can throw (also `try?` and `try!`), at `try`.
    static var noThrowingCallsInTry: Message { warning("no calls to throwing functions occur within 'try' expression") }
    /// `do { … } catch { … }` whose body cannot throw, at the first `catch`.
    static var catchBlockUnreachable: Message { warning("'catch' block is unreachable because no errors are thrown in 'do' block") }
}
