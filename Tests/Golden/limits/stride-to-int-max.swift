// A stride over every Int is too big to hold: the memory budget stops it before any memory is used.
for i in stride(from: 0, to: 6, by: 2) {
    print(i)
}
// expect: 0
// expect: 2
// expect: 4
let everything = stride(from: 0, to: Int.max, by: 1)
// expect-limit: its values need more than 1024 MB of memory
print(everything)
