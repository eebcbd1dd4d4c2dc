// A generic struct, enum or class prints with its type arguments, module-qualified inside collections and in dump
struct Box<A, B> {
    var a: A?
    var b: B? = nil
}
enum Loadable<Value> {
    case idle
    case loaded(Value)
}
let box = Box<String, Int>(a: nil)
print(box)
print([box])
print(String(describing: box))
print([Loadable<Int>.idle])
dump(box)
// expect: Box<String, Int>(a: nil, b: nil)
// expect: [main.Box<Swift.String, Swift.Int>(a: nil, b: nil)]
// expect: Box<String, Int>(a: nil, b: nil)
// expect: [main.Loadable<Swift.Int>.idle]
// expect: ▿ main.Box<Swift.String, Swift.Int>
// expect:   - a: nil
// expect:   - b: nil
