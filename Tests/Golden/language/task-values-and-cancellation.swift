// `await task.value` waits for a task's result (with `try` when its closure can throw); cancelling a sleeping task wakes it at once with CancellationError.
struct DownloadFailed: Error {}

func download(_ size: Int) async throws -> String {
    try await Task.sleep(for: .milliseconds(size * 10))
    if size > 5 { throw DownloadFailed() }
    return "file of \(size) KB"
}

let small = Task { () -> Int in
    print("counting starts")
    return 42
}
let medium = Task {
    print("medium download starts")
    return try await download(2)
}
let huge = Task { try await download(9) }
let patient = Task {
    do {
        try await Task.sleep(for: .seconds(5))
        print("patient task woke up")
    } catch {
        print("patient task:", error, Task.isCancelled)
    }
}
print("waiting")
print("small:", await small.value)
patient.cancel()
print("medium:", try await medium.value)
do {
    print(try await huge.value)
} catch {
    print("huge failed with \(error)")
}
let check = Task { () throws -> String in
    try Task.checkCancellation()
    return "still wanted"
}
print(try await check.value, check.isCancelled)
try await Task.sleep(nanoseconds: 100_000_000)
print("done")
// expect: waiting
// expect: counting starts
// expect: medium download starts
// expect: small: 42
// expect: patient task: CancellationError() true
// expect: medium: file of 2 KB
// expect: huge failed with DownloadFailed()
// expect: still wanted false
// expect: done
