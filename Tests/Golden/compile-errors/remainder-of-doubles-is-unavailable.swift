// `%` is for integers; a Double asks for truncatingRemainder, even when the literal would be an Int alone.
let width = 390.0
print(width.truncatingRemainder(dividingBy: 7))
print(width - 5 % 2)
// expect-error: '%' is unavailable: For floating point numbers use truncatingRemainder instead
// expect-note: '%' has been explicitly marked unavailable here
