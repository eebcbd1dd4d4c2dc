// Character.asciiValue is a UInt8?, and fixed-width integers are not in ReuseLab's library: its honest boundary, once.
let initial: Character = "K"
if let code = initial.asciiValue {
    print(code)
}

// expect-error: 'Character.asciiValue' is not supported in ReuseLab yet
// expect-errors: 1
