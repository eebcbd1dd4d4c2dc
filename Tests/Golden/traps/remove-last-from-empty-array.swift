// Removing from an empty array traps with the standard library's message.
var rows = [1]
print(rows.removeLast())
// expect: 1
rows.removeLast()
// expect-crash: Fatal error: Can't remove last element from an empty collection
