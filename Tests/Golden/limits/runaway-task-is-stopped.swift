// A task that never ends is stopped by the step budget too: it runs when the run loop turns, after the entry, and the chain says who queued it.
import UIKit

var polls = 0
Task {
    while !Task.isCancelled {
        polls += 1
    }
}
print("task queued")
// expect: task queued
// expect-limit:
// expect-chain: in a closure
// expect-chain: called by Dispatch, queued at runaway-task-is-stopped.swift:5:1
