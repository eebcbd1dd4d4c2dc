// fatalError("…") stops the program and prints its message after "Fatal error: ".
import UIKit

func section(named name: String) -> Int {
    switch name {
    case "top":
        return 0
    case "bottom":
        return 1
    default:
        fatalError("Unknown section \(name)")
    }
}

print(section(named: "top"))
// expect: 0
print(section(named: "middle"))
// expect-crash: Fatal error: Unknown section middle
