// Elements that cannot describe themselves do not meet `where C.Element: CustomStringConvertible`.
struct Badge {
    let count: Int
}
func captions<C: Collection>(for items: C) -> [String] where C.Element: CustomStringConvertible {
    items.map { $0.description }
}
let badges = [Badge(count: 1)]
print(captions(for: badges))
// expect-error: global function 'captions(for:)' requires that 'Badge' conform to 'CustomStringConvertible'
// expect-note: where 'C.Element' = 'Badge'
