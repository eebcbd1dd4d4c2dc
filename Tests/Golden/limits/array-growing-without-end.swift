// An array that doubles on every pass is stopped by the memory budget within seconds.
var a = [Int]()
print("start")
// expect: start
while true {
    a.append(contentsOf: a + [1])
}
// expect-limit: ReuseLab stopped the program: its values need more than 1024 MB of memory
