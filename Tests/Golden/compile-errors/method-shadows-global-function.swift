// Inside a method, a bare name finds the type's methods first: a global function of the same name is not considered.
func describe(_ x: Int) -> String { "global \(x)" }
let count = 99
class Report {
    var count = 1
    func describe() -> String { "method" }
    func run() {
        print(describe(5))
    }
    func local() {
        let count = count + 1
        print(count)
    }
}
Report().run()
Report().local()
// expect-error: use of 'describe' refers to instance method rather than global function 'describe' in module 'main'
// expect-note: 'describe' declared here
// expect-note: use 'main.' to reference the global function in module 'main'
