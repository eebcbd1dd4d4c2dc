// An array annotated `[Int]` given a string element: swiftc points at the element, in its words for elements.
var rowHeights: [Int] = [44, "tall", 88]
print(rowHeights)
// expect-error: cannot convert value of type 'String' to expected element type 'Int'
