// Runaway recursion is stopped by the depth limit; the chain under it shows the innermost calls and counts the rest.
func countDown(_ n: Int) -> Int {
    return countDown(n - 1) + 1
}

print("start")
print(countDown(3))
// expect: start
// expect-limit: nested calls: it looks like runaway recursion
// expect-chain: in countDown(_:)
// expect-chain: called from countDown(_:) at runaway-recursion-shows-the-chain.swift:3:12, 999 times
// expect-chain: called from runaway-recursion-shows-the-chain.swift:7:7
