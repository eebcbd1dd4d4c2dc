// Each branch of a switch expression is a single expression (or a throw).
let n = 2
let word = switch n {
case 1: "one"
default:
    print("computing")
    "many"
}
print(word)
// expect-error: non-expression branch of 'switch' expression may only end with a 'throw' or 'fallthrough'
