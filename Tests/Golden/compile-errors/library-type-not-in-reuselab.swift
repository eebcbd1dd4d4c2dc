// A real Foundation type that ReuseLab's library lacks is named as such, not as a type swiftc cannot find: the
// learner's code is valid Swift.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // where URLSession lives on Linux
#endif
final class ThumbnailLoader {
    private var task: URLSessionDataTask?
    func cancel() { task?.cancel() }
}
// expect-error: 'URLSessionDataTask' is not supported in ReuseLab yet
// expect-errors: 1
