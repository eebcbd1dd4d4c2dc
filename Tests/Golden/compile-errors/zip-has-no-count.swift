// A `Zip2Sequence` is a sequence, not a collection: it has no `count` (Swift 6 finds `count(where:)` instead and cannot infer its error type). Count the shorter side, or make an array of the pairs first.
let titles = ["Inbox", "Sent"]
let badges = [4, 0, 1]
print(zip(titles, badges).count)
// expect-error: generic parameter 'E' could not be inferred
// expect-note: in call to function 'count(where:)'
// expect-errors: 1
