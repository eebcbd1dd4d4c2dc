// Character(_:) traps on a String that is not exactly one Character.
let piece = "ab"
print("making a Character")
let c = Character(piece)
print(c)
// expect: making a Character
// expect-crash: Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster
