// A trailing closure goes to the first parameter that needs a closure after the arguments written; a second closure parameter after it is then missing, named where its argument would go.
struct Request {
    func send(to path: String, onSuccess: (Int) -> Void, onFailure: (String) -> Void) {}
}

Request().send(to: "/inbox") { status in print(status) }
// expect-error: missing argument for parameter 'onFailure' in call
// expect-note: 'send(to:onSuccess:onFailure:)' declared here
// expect-errors: 1
