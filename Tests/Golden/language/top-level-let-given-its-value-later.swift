// A top-level `let` declared without a value gets it once, here in each branch of an `if`, as in a function.
let photos = ["sea", "hill", "town"]
let columns: Int
if photos.count > 2 {
    columns = 3
} else {
    columns = 1
}
let title: String
switch columns {
case 3: title = "grid"
default: title = "list"
}
print(columns, title)
// expect: 3 grid
