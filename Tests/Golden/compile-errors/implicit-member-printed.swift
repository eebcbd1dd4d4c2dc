// `print` takes its items as `Any`, so `.loading` is looked up in `Any`, which has no such member: name the type.
enum LoadState { case idle, loading }
print("state:", .loading)
// expect-error: type 'Any' has no member 'loading'
// expect-errors: 1
