// Inside a generic enum, its bare name means the enum with its own parameters: `.node(.leaf, v, .leaf)`
// in a method of `Tree<T>` builds a `Tree<T>`.
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree, T, Tree)

    func inserting(_ value: T) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(left, root, right):
            if value < root { return .node(left.inserting(value), root, right) }
            return .node(left, root, right.inserting(value))
        }
    }

    var sorted: [T] {
        guard case let .node(left, root, right) = self else { return [] }
        return left.sorted + [root] + right.sorted
    }
}

let names = ["mango", "apple", "pear", "fig"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(names.sorted)
print(Tree<Int>.leaf.inserting(4))
// expect: ["apple", "fig", "mango", "pear"]
// expect: node(main.Tree<Swift.Int>.leaf, 4, main.Tree<Swift.Int>.leaf)
