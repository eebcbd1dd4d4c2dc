// A '?' pattern over a value that is not optional is one error: the name it binds is still known below.
let count = 3
if case let n? = count {
    print(n + 1)
}
// expect-error: '?' pattern cannot match values of type 'Int'
// expect-errors: 1
