// A struct cannot store itself: its size would be infinite (a class or an array would box it).
struct Node {
    var value: Int
    var next: Node?
}
// expect-error: value type 'Node' cannot have a stored property that recursively contains it
// expect-note: cycle beginning here: Node? -> (some(_:): Node)
