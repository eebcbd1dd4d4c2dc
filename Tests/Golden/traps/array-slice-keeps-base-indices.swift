// A slice keeps its array's indices: dropFirst() starts at index 1, so index 0 is outside it and traps.
let rows = [10, 20, 30]
let rest = rows.dropFirst()
print(rest[1], rest.startIndex)
// expect: 20 1
print(rest[0])
// expect-crash: Fatal error: Index out of bounds
