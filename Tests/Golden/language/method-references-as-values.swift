// A method named with its labels is a function value that forEach and map can call.
import UIKit

final class Registry {
    var names: [String] = []

    func add(name: String) {
        names.append(name)
    }

    func addAll(_ list: [String]) {
        list.forEach(add(name:))
    }
}

func shout(_ word: String) -> String {
    return word.uppercased()
}

let registry = Registry()
registry.addAll(["title", "image"])
print(registry.names)
// expect: ["title", "image"]
print(registry.names.map(shout))
// expect: ["TITLE", "IMAGE"]
