// An error thrown out of the top level unwinds the script's scope: its defer runs before Swift's trap.
struct Broken: Error {}
func load() throws -> Int { throw Broken() }
defer { print("cleanup") }
print("loading")
let value = try load()
print(value)
// expect: loading
// expect: cleanup
// expect-crash: Fatal error: Error raised at top level: main.Broken()
