// The active #if branch is type-checked; the inactive one is only parsed.
#if DEBUG
let mode = "debug"
print(modeName)
#else
print(nothingHere)
#endif
// expect-error: cannot find 'modeName' in scope
