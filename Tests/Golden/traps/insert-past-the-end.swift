// Inserting beyond the end of an array traps.
var rows = [1, 2]
rows.insert(0, at: 2)
print(rows)
// expect: [1, 2, 0]
rows.insert(9, at: 5)
// expect-crash: Fatal error: Array index is out of range
