// A stored property whose initial value makes another instance of its own class never ends: the depth
// limit stops it with a message instead of ReuseLab's stack overflowing.
final class Node {
    var child = Node()
}
print("before")
// expect: before
let root = Node()
// expect-limit: it looks like runaway recursion
