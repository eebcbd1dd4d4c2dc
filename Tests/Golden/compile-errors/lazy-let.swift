// lazy needs a var: the value is stored on first access.
class Loader {
    lazy let cache = [String: Int]()
}
// expect-error: 'lazy' cannot be used on a let
