// ReuseLab's ranges hold Ints: a range of doubles (or of strings, characters, your own Comparable type) is valid
// Swift that ReuseLab names once, never swiftc's "cannot convert … to 'Int'"; its uses say nothing more.
let opacity = 0.4
let visible = 0.0...1.0
print(visible.contains(opacity))
switch opacity {
case 0..<0.5: print("faint")
default: print("solid")
}
// expect-error: 'ClosedRange<Double>' is not supported in ReuseLab yet
// expect-error: 'Range<Double>' is not supported in ReuseLab yet
// expect-errors: 2
