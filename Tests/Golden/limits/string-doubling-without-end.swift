// A string that doubles on every pass is stopped by the memory budget within seconds.
var s = "x"
print("start")
// expect: start
while true {
    s += s
}
// expect-limit: ReuseLab stopped the program: its values need more than 1024 MB of memory (raise the limit with --memory).
