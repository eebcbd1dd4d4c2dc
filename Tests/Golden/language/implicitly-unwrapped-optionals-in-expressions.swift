// Implicitly unwrapped optionals in compound assignment, mutation through them, parameters, generics and guard let.
struct Box { var items: [Int] = [] }
final class Holder {
    var count: Int! = 1
    var box: Box! = Box()
    var name: String!
    func bump() { count += 1 }
}
func show(_ s: String?) { print(s ?? "nil") }
func needs(_ s: String) { print(s) }
func generic<T>(_ value: T) { print(value) }
let h = Holder()
h.bump()
print(h.count!)
h.count -= 1
print(h.count + 0)
h.box.items.append(4)
print(h.box.items)
show(h.name)
h.name = "set"
needs(h.name)
show(h.name)
generic(h.count)
guard let n = h.name else { fatalError() }
print(n)
let x: Int! = 3
let y = x + 1
print(x, y)
var arr: [Int]! = [1, 2]
arr.append(3)
print(arr.count, arr[0])
print("\(h.name)")
let opt: Int? = h.count
print(opt as Any)
func param(_ v: Int!) -> Int { v * 10 }
print(param(4))
// expect: 2
// expect: 1
// expect: [4]
// expect: nil
// expect: set
// expect: set
// expect: Optional(1)
// expect: set
// expect: Optional(3) 4
// expect: 3 1
// expect: Optional("set")
// expect: Optional(1)
// expect: 40
