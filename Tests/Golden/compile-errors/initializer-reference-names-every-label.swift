// A reference to an initializer names it with all its labels: a defaulted parameter is not left out.
struct Row { var title: String; var count = 0 }
let make: (String) -> Row = Row.init(title:)
print(make("a").title)
// expect-error: type 'Row' has no member 'init(title:)'
