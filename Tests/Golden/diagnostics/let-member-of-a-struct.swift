// A struct's `let` member stays fixed even in a `var` value; swiftc suggests `var` at the member's declaration.
struct CellStyle {
    let height: Double
    var title = ""
}

var style = CellStyle(height: 44)
style.title = "Compact"
style.height += 4
print(style.height)

// expect-error: left side of mutating operator isn't mutable: 'height' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
