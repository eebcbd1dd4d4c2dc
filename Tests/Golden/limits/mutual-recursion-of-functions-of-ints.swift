// Functions of Ints that call each other without end are stopped by the depth limit, with the chain.
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }

print(isEven(10), isOdd(7), isEven(501))
print(isEven(-1))
// expect: true true false
// expect-limit: nested calls: it looks like runaway recursion
