// IndexPath is Comparable and Hashable; UUID() and Date() are deterministic in ReuseLab (a counter, a fixed clock).
import UIKit

let paths = [IndexPath(row: 2, section: 1), IndexPath(item: 0, section: 1), IndexPath(row: 5, section: 0)]
print(paths.sorted())
print(paths.max()!, paths.min()!.row, paths[0].item, paths[0].section)
print(IndexPath(row: 0, section: 1) < IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0) <= IndexPath(item: 1, section: 0))
let visible: Set<IndexPath> = [IndexPath(row: 1, section: 0), IndexPath(item: 1, section: 0)]
print(visible.count)

// ReuseLab's own choices, so that a script prints the same every run (real UUIDs are random, Date() reads the wall clock):
print(UUID())
print(UUID().uuidString)
print(Date())
print(Date().timeIntervalSince1970)
// expect: [[0, 5], [1, 0], [1, 2]]
// expect: [1, 2] 5 2 1
// expect: false true
// expect: 1
// expect: 00000000-0000-4000-8000-000000000001
// expect: 00000000-0000-4000-8000-000000000002
// expect: 2026-01-01 00:00:00 +0000
// expect: 1767225600.001
