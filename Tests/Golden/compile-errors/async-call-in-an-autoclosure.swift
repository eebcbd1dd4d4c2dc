// The right side of `&&` is an autoclosure, which cannot suspend: the await has to come before the condition.
func isCached(_ key: String) async -> Bool {
    return key.isEmpty
}

func refresh(key: String, force: Bool) async {
    if force || isCached(key) {
        print("refresh \(key)")
    }
}
// expect-error: 'async' call in an autoclosure that does not support concurrency
