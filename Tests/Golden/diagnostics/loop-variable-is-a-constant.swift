// A `for` loop's variable is a constant copy of each element: `+=` on it is refused (without a note, since `for var` is spelled differently).
var scores = [3, 5, 8]
for score in scores {
    score += 1
}
print(scores)

// expect-error: left side of mutating operator isn't mutable: 'score' is a 'let' constant
