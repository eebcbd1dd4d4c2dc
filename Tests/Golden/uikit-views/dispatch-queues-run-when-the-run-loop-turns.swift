// DispatchQueue work waits for the run loop, which turns once the code that queued it has finished: main.async in the order queued, asyncAfter by deadline (the dispatch clock moves to each), and work queued by work in the same turn.
import UIKit

var log: [String] = []
let start = DispatchTime.now()
DispatchQueue.main.asyncAfter(deadline: start + 0.3) { log.append("after 0.3 s") }
DispatchQueue.main.asyncAfter(deadline: start + .milliseconds(100)) {
    log.append("after 100 ms")
    DispatchQueue.main.async { log.append("queued by the 100 ms work") }
}
DispatchQueue.main.async { log.append("main, first") }
DispatchQueue.global(qos: .userInitiated).async {
    log.append("background")
    DispatchQueue.main.async { log.append("back on main") }
}
DispatchQueue.main.async { log.append("main, second") }
print("top level done, \(log.count) ran so far")
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    for entry in log { print(entry) }
    print(DispatchTime.now() > start)
}
// expect: top level done, 0 ran so far
// expect: main, first
// expect: background
// expect: main, second
// expect: back on main
// expect: after 100 ms
// expect: queued by the 100 ms work
// expect: after 0.3 s
// expect: true
