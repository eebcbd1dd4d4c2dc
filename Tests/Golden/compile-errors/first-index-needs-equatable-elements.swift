// firstIndex(of:) compares elements with ==: a class that is not Equatable must be found with firstIndex(where:) and ===.
final class Cell {}
let cells = [Cell(), Cell()]
let target = cells[1]
let found = cells.firstIndex(where: { $0 === target })
let index = cells.firstIndex(of: target)
// expect-error: referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'Cell' conform to 'Equatable'
// expect-note: where 'Self.Element' = 'Cell'
