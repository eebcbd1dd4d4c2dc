// Globals are initialised on first use already: 'lazy' on one is an error.
lazy var sharedCount = 1
print(sharedCount)
// expect-error: 'lazy' cannot be used on an already-lazy global
