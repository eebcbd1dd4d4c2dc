// A Character literal holds one character: "ab" stays a String, which is not a Character.
let initial: Character = "ab"
print(initial)
// expect-error: cannot convert value of type 'String' to specified type 'Character'
