// split(separator:) gives Substrings, which print as strings and become Strings with String(_:); a Substring splits again.
let line = "name=Ada;role=Engineer;;team=Cells"
let fields = line.split(separator: ";")
print(fields, type(of: fields), fields.count)
for field in fields {
    let parts = field.split(separator: "=")
    print(String(parts[0]), parts[1].uppercased(), type(of: parts[1]))
}
let words: [String] = "reuse the cell".split(separator: " ").map { String($0) }
print(words, fields.joined(separator: " | "))
// expect: ["name=Ada", "role=Engineer", "team=Cells"] Array<Substring> 3
// expect: name ADA Substring
// expect: role ENGINEER Substring
// expect: team CELLS Substring
// expect: ["reuse", "the", "cell"] name=Ada | role=Engineer | team=Cells
