// An overflow in a top-level loop traps at the operator with Swift's text, and the chain names the call made from the loop.
func grow(_ n: Int) -> Int { n * 1_000 }
var value = 1
var steps = 0
while steps < 100 {
    value = grow(value)
    steps += 1
}
print(value)
// expect-crash: Swift runtime failure: arithmetic overflow
// expect-chain: in grow(_:)
// expect-chain: called from top-level-loop-overflow-traps.swift:6:13
