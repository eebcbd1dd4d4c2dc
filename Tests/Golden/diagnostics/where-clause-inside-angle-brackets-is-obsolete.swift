// Swift 2's `where` inside the angle brackets is rejected, with the place it goes now.
func largest<T: Comparable where T: CustomStringConvertible>(_ values: [T]) -> String {
    values.max()?.description ?? "none"
}
print(largest([3, 1, 2]))

// expect-error: 'where' clause next to generic parameters is obsolete, must be written following the declaration's type
// expect-errors: 1
