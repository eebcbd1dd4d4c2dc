// A defer body runs on the way out of its scope, so it cannot itself leave it with return.
func save() -> Bool {
    defer {
        print("saving done")
        return
    }
    return true
}
print(save())
// expect-error: 'return' cannot transfer control out of a defer statement
