// An object made in a pass of a top-level loop is freed as the pass ends, and its `deinit` changes a global that the next pass reads at once.
var freed = 0
final class Ticket {
    let number: Int
    init(_ number: Int) { self.number = number }
    deinit { freed += number }
}
var seen = 0
for i in 1...4 {
    seen = seen * 10 + freed
    let ticket = Ticket(i)
    seen += ticket.number * 0
}
print(freed, seen)
// expect: 10 136

var total = 0
var step = 0
while step < 3 {
    step += 1
    let ticket = Ticket(step * 100)
    total += ticket.number + freed
}
print(freed, total)
// expect: 610 1030
