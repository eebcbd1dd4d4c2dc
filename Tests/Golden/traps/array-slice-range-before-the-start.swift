// A slice's indices start where it was cut: `tail[0...1]` reaches before `tail.startIndex`, which is 1.
let scores = [70, 85, 92]
let tail = scores.dropFirst()
print(tail.startIndex, tail[1...1])
print(tail[0...1])
// expect: 1 [85]
// expect-crash: Fatal error: ArraySlice index is out of range (before startIndex)
