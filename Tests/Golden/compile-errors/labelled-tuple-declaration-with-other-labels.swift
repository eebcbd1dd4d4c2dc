// Destructuring with labels states the type: labels that differ from the value's are a conversion error.
func size() -> (width: Int, height: Int) { (3, 4) }
let (w: w, h: h) = size()
print(w * h)
// expect-error: cannot convert value of type '(width: Int, height: Int)' to specified type '(w: Int, h: Int)'
