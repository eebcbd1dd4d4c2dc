// A Set has no order to index by Int: iterate it, or sort it into an array first.
let ids: Set<Int> = [3, 1, 2]
print(ids[0])
// expect-error: no exact matches in call to subscript
// expect-note: candidate expects value of type 'Set<Int>.Index' for parameter #1 (got 'Int')
// expect-note: candidate expects value of type 'Range<Set<Int>.Index>' for parameter #1 (got 'Int')
// expect-note: candidate expects value of type 'RangeSet<Set<Int>.Index>' for parameter #1 (got 'Int')
// expect-note: candidate expects value of type '(UnboundedRange_) -> ()' for parameter #1 (got 'Int')
