// A trap ends the program at once: defer bodies do not run, unlike a thrown error.
func firstElement(of items: [Int]) -> Int {
    defer { print("never printed") }
    print("reading")
    return items[0]
}
print(firstElement(of: []))
// expect: reading
// expect-crash: Fatal error: Index out of range
