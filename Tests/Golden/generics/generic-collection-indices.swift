// Indices inside generic code over Collection: startIndex, endIndex, index(after:), indices and c[i], with C.Index as a local's type, given arrays, strings, sets, ranges and slices.
func firstTwo<C: Collection>(_ items: C) -> [C.Element] {
    var picked: [C.Element] = []
    var position = items.startIndex
    while position != items.endIndex && picked.count < 2 {
        picked.append(items[position])
        position = items.index(after: position)
    }
    return picked
}

func head<C: Collection>(_ items: C) -> C.Element? {
    items.isEmpty ? nil : items[items.startIndex]
}

func everyOther<C: Collection>(_ items: C) -> [C.Element] {
    var result: [C.Element] = []
    var keep = true
    for index in items.indices {
        if keep { result.append(items[index]) }
        keep.toggle()
    }
    return result
}

func secondIndex<C: Collection>(of items: C) -> String {
    let start: C.Index = items.startIndex
    guard start < items.endIndex else { return "empty" }
    let next = items.index(after: start)
    return next < items.endIndex ? "has a second" : "only one"
}

print(firstTwo([3, 1, 4]))
print(firstTwo("swift"))
print(firstTwo(Set([7])))
print(head(["feed", "search"]) ?? "none")
print(head("") == nil)
print(everyOther(["a", "b", "c", "d", "e"]))
print(everyOther("cells"))
print(everyOther(10..<15))
let tail = [5, 6, 7, 8].dropFirst(2)
print(everyOther(tail), head(tail) ?? 0)
print(secondIndex(of: [1, 2]), secondIndex(of: "x"), secondIndex(of: [Int]()))
// expect: [3, 1]
// expect: ["s", "w"]
// expect: [7]
// expect: feed
// expect: true
// expect: ["a", "c", "e"]
// expect: ["c", "l", "s"]
// expect: [10, 12, 14]
// expect: [7] 7
// expect: has a second only one empty
