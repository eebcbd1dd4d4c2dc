// removeFirst(_:) of more elements than the array has traps with the standard library's message.
var queue = [1, 2, 3, 4]
queue.removeFirst(2)
queue.removeLast(1)
print(queue)
// expect: [3]
let more = queue.count + 1
queue.removeFirst(more)
// expect-crash: Fatal error: Can't remove more items from a collection than it has
