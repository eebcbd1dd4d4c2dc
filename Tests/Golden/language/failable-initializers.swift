// Failable initializers: init? returns nil to say "no value", in structs, classes and enums.
struct Temperature {
    let celsius: Double
    init?(celsius: Double) {
        if celsius < -273.15 { return nil }
        self.celsius = celsius
    }
    init?(text: String) {
        guard let value = Int(text) else { return nil }
        self.init(celsius: Double(value))
    }
}

class Cell {
    let identifier: String
    init?(identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }
}

enum Size {
    case small, large
    init?(code: Int) {
        switch code {
        case 0: self = .small
        case 1: self = .large
        default: return nil
        }
    }
}

print(Temperature(celsius: 20)?.celsius ?? -1)
print(Temperature(celsius: -300) == nil)
print(Temperature(text: "12")?.celsius ?? -1)
print(Temperature(text: "-400") == nil, Temperature(text: "warm") == nil)
if let cell = Cell(identifier: "TitleCell") { print(cell.identifier) }
print(Cell(identifier: "") == nil)
print(Size(code: 1) == .large, Size(code: 7) == nil)
// expect: 20.0
// expect: true
// expect: 12.0
// expect: true true
// expect: TitleCell
// expect: true
// expect: true true
