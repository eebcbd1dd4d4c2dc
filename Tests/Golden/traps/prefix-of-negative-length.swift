// Taking a prefix of negative length traps with the standard library's message.
let rows = [1, 2, 3]
print(Array(rows.prefix(2)))
// expect: [1, 2]
let n = -1
print(rows.prefix(n))
// expect-crash: Fatal error: Can't take a prefix of negative length from a collection
