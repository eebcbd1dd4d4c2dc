// A trailing closure skips the parameters before the one it can be given for: the one left out is missing (not a label the closure could not carry), and a closure given where only an Int can go is refused for that parameter's type.
func animate(duration: Double, completion: () -> Void) {
    completion()
}

func download(_ id: Int, retries: Int) {}

animate { print("done") }
download(7) { print("never") }
// expect-error: missing argument for parameter 'duration' in call
// expect-note: 'animate(duration:completion:)' declared here
// expect-errors: 2
