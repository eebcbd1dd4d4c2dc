// Assigning through a dictionary's default subscript must give a value of the dictionary's value type.
var counts = ["a": 1]
counts["a", default: 0] = "many"
// expect-error: cannot assign value of type 'String' to subscript of type 'Int'
