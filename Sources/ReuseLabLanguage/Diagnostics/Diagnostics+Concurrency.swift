/// Swift concurrency: `async` calls and `await` (swiftc's `async_call_without_await`,
/// `async_call_in_sync_function` families), and what ReuseLab does not simulate of it.
extension Diagnostics {
    static var asyncNotMarkedWithAwait: Message { error("expression is 'async' but is not marked with 'await'") }
    static var callIsAsync: Message { note("call is 'async'") }
    static var propertyAccessIsAsync: Message { note("property access is 'async'") }
    static var asyncCallInSynchronousFunction: Message { error("'async' call in a function that does not support concurrency") }
    static var asyncPropertyAccessInSynchronousFunction: Message {
        error("'async' property access in a function that does not support concurrency")
    }
    static func addAsyncToFunction(_ name: String) -> Message { note("add 'async' to function '\(name)' to make it asynchronous") }
    static var asyncCallInAutoclosure: Message { error("'async' call in an autoclosure that does not support concurrency") }
    static var propertyAccessNotMarkedWithTry: Message {
        error(
            "property access can throw but is not marked with 'try'",
            notesHere: [
                NoteHere(note: didYouMeanTry, fixIt: FixIt(change: .insert("try "))),
                NoteHere(note: didYouMeanTryOptional, fixIt: FixIt(change: .insert("try? "))),
                NoteHere(note: didYouMeanTryForce, fixIt: FixIt(change: .insert("try! "))),
            ])
    }
    static var propertyAccessNotMarkedWithTryNorHandled: Message {
        error("property access can throw, but it is not marked with 'try' and the error is not handled")
    }
    static var noAsyncOperationsInAwait: Message { warning("no 'async' operations occur within 'await' expression") }
    /// An `await` in a closure given where no `async` function type is expected (swiftc infers an `async`
    /// closure there, which ReuseLab's function types cannot carry yet).
    static var asyncClosureUnsupported: Message { error("an 'async' closure here is not supported in ReuseLab yet") }
}
