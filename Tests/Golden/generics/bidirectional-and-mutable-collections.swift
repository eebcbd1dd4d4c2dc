// `BidirectionalCollection` moves backwards (`last`, `index(before:)`), `RandomAccessCollection` jumps, and `MutableCollection` changes elements in place (`swapAt`, `c[i] = x`) through an `inout` parameter.
func lastTwo<C: BidirectionalCollection>(_ items: C) -> [C.Element] {
    guard let last = items.last else { return [] }
    let beforeEnd = items.index(before: items.endIndex)
    guard beforeEnd != items.startIndex else { return [last] }
    return [items[items.index(before: beforeEnd)], last]
}

func jump<C: RandomAccessCollection>(_ items: C, by steps: Int) -> C.Element? {
    items.count > steps ? items[items.index(items.startIndex, offsetBy: steps)] : nil
}

func swapEnds<C: MutableCollection & BidirectionalCollection>(_ items: inout C) {
    guard !items.isEmpty else { return }
    items.swapAt(items.startIndex, items.index(before: items.endIndex))
}

func fill<C: MutableCollection>(_ items: inout C, with value: C.Element) {
    var position = items.startIndex
    while position != items.endIndex {
        items[position] = value
        items.formIndex(after: &position)
    }
}

func reverseInPlace<C: MutableCollection & BidirectionalCollection>(_ items: inout C) {
    var low = items.startIndex
    var high = items.endIndex
    while low != high {
        items.formIndex(before: &high)
        if low == high { break }
        items.swapAt(low, high)
        items.formIndex(after: &low)
    }
}

let tabs = ["Feed", "Search", "Inbox", "Profile"]
print(lastTwo(tabs), lastTwo("ab"), lastTwo([1]), lastTwo([Int]()))
print(jump(tabs, by: 3) ?? "-", jump(10..<20, by: 4) ?? -1, jump(tabs, by: 9) ?? "-")
var order = [1, 2, 3, 4]
swapEnds(&order)
print(order)
reverseInPlace(&order)
print(order)
var badges = [5, 0, 2]
fill(&badges, with: 0)
print(badges)
var names = ["a", "b", "c", "d", "e"]
var middle = names[1..<4]
reverseInPlace(&middle)
print(Array(middle), middle.startIndex)
// expect: ["Inbox", "Profile"] ["a", "b"] [1] []
// expect: Profile 14 -
// expect: [4, 2, 3, 1]
// expect: [1, 3, 2, 4]
// expect: [0, 0, 0]
// expect: ["d", "c", "b"] 1
