// `some P` as a parameter or a result: a value of one concrete type that conforms to P.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    let side: Double
    func area() -> Double { side * side }
}
struct Circle: Shape {
    let radius: Double
    func area() -> Double { 3 * radius * radius }
}

func makeShape() -> some Shape { Square(side: 2) }
func totalArea(_ a: some Shape, _ b: some Shape) -> Double { a.area() + b.area() }
func describe(_ shape: some Shape) -> String { "\(type(of: shape)) \(shape.area())" }

let shape = makeShape()
print(shape.area())
print(totalArea(shape, Circle(radius: 1)))
print(describe(Circle(radius: 2)))
let shapes: [any Shape] = [Square(side: 1), Circle(radius: 2)]
print(shapes.map { $0.area() })
// expect: 4.0
// expect: 7.0
// expect: Circle 12.0
// expect: [1.0, 12.0]
