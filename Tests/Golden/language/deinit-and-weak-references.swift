// deinit runs when the last strong reference goes: at an assignment of nil, at the end of a scope or a
// call, and after the owner's deinit for the objects it held. A weak reference then reads nil.
class Cell {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

var first: Cell? = Cell("a")
var second = first
first = nil
print("first is nil")
second = nil
print("second is nil")

weak var watcher: Cell?
do {
    let scoped = Cell("b")
    watcher = scoped
    print(watcher?.name ?? "none")
}
print(watcher?.name ?? "none")

func useTemporary() {
    let temporary = Cell("c")
    print("using \(temporary.name)")
}
useTemporary()
print("after the call")

class Owner {
    var cell: Cell?
    deinit { print("deinit owner") }
}
var owner: Owner? = Owner()
owner?.cell = Cell("d")
owner = nil
print("owner released")

var cells = [Cell("e"), Cell("f")]
cells.removeFirst()
print("removed one")
cells = []
print("emptied")

class Node {
    let id: Int
    var next: Node?
    weak var previous: Node?
    init(_ id: Int) { self.id = id }
    deinit { print("deinit node \(id)") }
}
var head: Node? = Node(1)
head?.next = Node(2)
head?.next?.previous = head
print(head?.next?.previous?.id ?? 0)
head = nil
print("done")
// expect: init a
// expect: first is nil
// expect: deinit a
// expect: second is nil
// expect: init b
// expect: b
// expect: deinit b
// expect: none
// expect: init c
// expect: using c
// expect: deinit c
// expect: after the call
// expect: init d
// expect: deinit owner
// expect: deinit d
// expect: owner released
// expect: init e
// expect: init f
// expect: deinit e
// expect: removed one
// expect: deinit f
// expect: emptied
// expect: 1
// expect: deinit node 1
// expect: deinit node 2
// expect: done
