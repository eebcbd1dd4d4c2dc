// Collections behind implicitly unwrapped optionals: subscripts, assignment through them and mutating methods.
var arr: [Int]! = [1, 2]
arr[0] = 5
print(arr[0], arr!)
var dict: [String: Int]! = [:]
dict["a"] = 1
print(dict["a"] ?? 0)
class H { var xs: [Int]! = [] }
let h = H()
h.xs.append(1)
h.xs[0] += 2
print(h.xs!)
// expect: 5 [5, 2]
// expect: 1
// expect: [3]
