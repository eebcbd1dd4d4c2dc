// A number is not a Sequence: the call names the requirement and what the parameter stood for.
func totalPlays<S: Sequence>(_ plays: S) -> Int where S.Element == Int {
    plays.reduce(0, +)
}
let plays = 12
print(totalPlays(plays))
// expect-error: global function 'totalPlays' requires that 'Int' conform to 'Sequence'
// expect-note: where 'S' = 'Int'
