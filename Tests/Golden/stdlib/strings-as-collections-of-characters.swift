// A voucher code taken apart as app code does it: its last four characters as an array, a prefix as a String,
// the string reversed, its indices, enumerated() and a split that stops after the first dash.
let code = "RL-2048-XK"
let lastFour = Array(code.suffix(4))
print(lastFour, String(code.prefix(2)), String(lastFour))
let letters: [Character] = Array(code)
print(letters.count, letters.first!, letters.last!)
print(String(code.reversed()))
for (i, ch) in code.enumerated() where ch == "-" { print("dash at", i) }
print(code.indices.count, code.indices.first == code.startIndex)
let dashes = code.indices.filter { code[$0] == "-" }
print(dashes.map { code.distance(from: code.startIndex, to: $0) })
print(code.split(separator: "-", maxSplits: 1).map(String.init))
print(Array(code.prefix(3)).map { String($0) }.joined(separator: "."))
let word = "level"
print(word == String(word.reversed()))

// What Swift prints:
// expect: ["8", "-", "X", "K"] RL 8-XK
// expect: 10 R K
// expect: KX-8402-LR
// expect: dash at 2
// expect: dash at 7
// expect: 10 true
// expect: [2, 7]
// expect: ["RL", "2048-XK"]
// expect: R.L.-
// expect: true
