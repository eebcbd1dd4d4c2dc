// A Task made by top-level code is queued on the main actor, as DispatchQueue.main.async work is: both run, in the order they were queued, once the code that made them suspends or ends; a task that sleeps lets the work queued behind it run first.
import Dispatch

print("making the work")
Task { print("first task") }
DispatchQueue.main.async { print("main-queue block") }
Task {
    print("second task starts")
    try await Task.sleep(nanoseconds: 20_000_000)
    print("second task after its sleep")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.005) { print("block due in 5 ms") }
print("the entry goes on")
try await Task.sleep(nanoseconds: 200_000_000)
print("done")
// expect: making the work
// expect: the entry goes on
// expect: first task
// expect: main-queue block
// expect: second task starts
// expect: block due in 5 ms
// expect: second task after its sleep
// expect: done
