// An enum whose case holds the enum itself must be marked 'indirect'.
enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
// expect-error: recursive enum 'Tree' is not marked 'indirect'
// expect-note: cycle beginning here: (Tree, Tree) -> (.0: Tree)
