// Async functions, methods and initializers run on the main actor here, as app code marked @MainActor does: a task awaits a method that sleeps, MainActor.run runs its closure, and Task.yield lets the tasks queued earlier go first.
@MainActor
final class PhotoStore {
    var log: [String] = []
    init() async {
        log.append("store opened")
    }
    func fetch(_ name: String) async throws -> String {
        try await Task.sleep(nanoseconds: 1_000_000)
        log.append("fetched \(name)")
        return name.uppercased()
    }
}

let store = await PhotoStore()
let job = Task { @MainActor in
    let first = try await store.fetch("sunset")
    let second = await MainActor.run { "from the main actor" }
    return first + ", " + second
}
print(try await job.value)
print(store.log)
let fixed: Task<Int, Never> = Task { 5 }
print(await fixed.value)
var total = 0
for step in 1...3 {
    Task {
        total += step
        print("task", step)
    }
}
await Task.yield()
print("total", total)
// expect: SUNSET, from the main actor
// expect: ["store opened", "fetched sunset"]
// expect: 5
// expect: task 1
// expect: task 2
// expect: task 3
// expect: total 6
