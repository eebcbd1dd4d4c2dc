// weak applies to class references only: a capture list cannot hold an Int weakly.
var count = 0
let increment = { [weak count] in
    print(count as Any)
}
increment()
// expect-error: 'weak' may only be applied to class and class-bound protocol types, not 'Int'
