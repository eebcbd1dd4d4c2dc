// Integer literals combined by arithmetic take their type from the other operand or the context, as a lone
// literal does: layout code such as `width - 2 * inset` is a Double subtraction.
let width = 390.0
let columns = 3
let side = (width - 2 * 4) / 3
print(side)
// expect: 127.33333333333333
print(2 * 8 + width, width * (1 + 1), -2 * width)
// expect: 406.0 780.0 -780.0
let third: Double = 1 / 3
let rows = 40 / columns * 2
print(third, rows, 7 / 2)
// expect: 0.3333333333333333 26 3
var inset = 20.0
inset -= 3 * 2
print(inset, inset > 2 * 5, 10 - 2 * 3 == 4)
// expect: 14.0 true true
