// Conditional compilation: #if around declarations, statements, members and switch cases, as a Debug build.
#if DEBUG
let buildName = "debug"
#else
let buildName = "release"
#endif

#if swift(>=5.9) && compiler(>=5.9)
func greeting() -> String { "modern Swift" }
#elseif swift(>=5.0)
func greeting() -> String { "Swift 5" }
#else
func greeting() -> String { "ancient" }
#endif

struct Settings {
    #if DEBUG
    var verbose = true
    #else
    var verbose = false
    #endif
    var name = "settings"
}

enum Mode { case fast, slow, careful }

func describe(_ m: Mode) -> String {
    switch m {
    case .fast: return "fast"
    #if DEBUG
    case .slow: return "slow (debug)"
    #else
    case .slow: return "slow"
    #endif
    default: return "other"
    }
}

print(buildName)
print(greeting())
print(Settings().verbose)
print(describe(.slow))
#if canImport(NoSuchModuleAnywhere)
print("imported")
#elseif !(FLAG_NOT_SET || false) && true
print("no such module")
#endif
#if arch(arm64) || arch(x86_64)
print("64-bit")
#endif
#if swift(<4)
let undefinedThing = doesNotExist()
#endif
let items = [3, 1, 2]
let sorted = items
#if DEBUG
    .filter { $0 > 1 }
#endif
print(sorted)
// expect: debug
// expect: modern Swift
// expect: true
// expect: slow (debug)
// expect: no such module
// expect: 64-bit
// expect: [3, 2]
