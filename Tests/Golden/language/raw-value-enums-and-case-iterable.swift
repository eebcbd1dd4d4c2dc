// Enums with raw values (String and Int, written or implicit), init(rawValue:), CaseIterable and
// indirect enums.
enum Section: Int, CaseIterable {
    case header, featured = 10, recent, footer = 20
}

enum CellKind: String, CaseIterable {
    case title
    case subtitle = "SubtitleCell"
    case image
}

enum Direction: CaseIterable { case up, down }

print(Section.header.rawValue, Section.featured.rawValue, Section.recent.rawValue, Section.footer.rawValue)
print(Section.allCases.count)
print(Section.allCases.map { $0.rawValue })
print(Section(rawValue: 11) == .recent, Section(rawValue: 12) == nil)
if let kind = CellKind(rawValue: "SubtitleCell") { print(kind, kind.rawValue) }
print(CellKind.allCases.map { $0.rawValue })
for direction in Direction.allCases { print(direction) }

indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
    case product(Expression, Expression)
}

enum Tree {
    case leaf
    indirect case node(Tree, Int, Tree)
}

func evaluate(_ e: Expression) -> Int {
    switch e {
    case .number(let n): return n
    case .sum(let a, let b): return evaluate(a) + evaluate(b)
    case .product(let a, let b): return evaluate(a) * evaluate(b)
    }
}

func total(_ tree: Tree) -> Int {
    if case .node(let left, let value, let right) = tree { return total(left) + value + total(right) }
    return 0
}

print(evaluate(.sum(.number(2), .product(.number(3), .number(4)))))
print(total(.node(.node(.leaf, 1, .leaf), 2, .node(.leaf, 3, .leaf))))
// expect: 0 10 11 20
// expect: 4
// expect: [0, 10, 11, 20]
// expect: true true
// expect: subtitle SubtitleCell
// expect: ["title", "SubtitleCell", "image"]
// expect: up
// expect: down
// expect: 14
// expect: 6
