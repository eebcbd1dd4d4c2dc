// A label in a tuple pattern must be the label the tuple's type has at that place.
let point = (x: 1, y: 2)
switch point {
case (y: 0, x: let x): print("on the axis at", x)
default: print("elsewhere")
}
// expect-error: tuple pattern element label 'y' must be 'x'
