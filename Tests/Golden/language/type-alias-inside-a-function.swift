// A type alias declared inside a function is visible until the end of its block.
typealias Score = String
func total() -> Int {
    typealias Score = Int
    let points: [Score] = [3, 4]
    return points.reduce(0, +)
}
let label: Score = "total: "
print(label + String(total()))
// expect: total: 7
