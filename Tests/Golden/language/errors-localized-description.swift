// What Foundation adds to Error: LocalizedError's four optional texts, and localizedDescription, which is the
// errorDescription when there is one and otherwise the sentence iOS builds from the error's type and code.
import Foundation

enum SyncError: Error {
    case offline
    case rejected(status: Int)
    case expired
}

enum ServerError: Int, Error {
    case notFound = 404
    case unavailable = 503
}

struct QuotaError: Error {}

struct FeedError: LocalizedError {
    let feed: String
    var errorDescription: String? { "The \(feed) feed could not load." }
    var recoverySuggestion: String? { "Pull to refresh." }
}

struct SilentError: LocalizedError {}

func message(for error: Error) -> String {
    if let localized = error as? LocalizedError, let hint = localized.recoverySuggestion {
        return error.localizedDescription + " " + hint
    }
    return error.localizedDescription
}

print(message(for: FeedError(feed: "photos")))
// expect: The photos feed could not load. Pull to refresh.
print(FeedError(feed: "news").failureReason ?? "no reason")
// expect: no reason
print(message(for: SilentError()))
// expect: The operation couldn’t be completed. (main.SilentError error 1.)
// Cases with a payload are numbered first, then the others, each in the order written.
print(SyncError.rejected(status: 401).localizedDescription)
// expect: The operation couldn’t be completed. (main.SyncError error 0.)
print(SyncError.offline.localizedDescription)
// expect: The operation couldn’t be completed. (main.SyncError error 1.)
print(SyncError.expired.localizedDescription)
// expect: The operation couldn’t be completed. (main.SyncError error 2.)
print(ServerError.unavailable.localizedDescription)
// expect: The operation couldn’t be completed. (main.ServerError error 503.)
print(QuotaError().localizedDescription)
// expect: The operation couldn’t be completed. (main.QuotaError error 1.)
