// Parsing an integer in a base outside 2...36 stops the program, in Swift's words.
print(Int("10", radix: 8)!)
// expect: 8
print(Int("10", radix: 37) as Any)
// expect-crash: Fatal error: Radix not in range 2...36
