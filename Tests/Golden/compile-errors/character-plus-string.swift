// A Character does not join a String with +: String(c) does.
let c: Character = "a"
print(c + "b")
// expect-error: cannot convert value of type 'Character' to expected argument type 'String'
