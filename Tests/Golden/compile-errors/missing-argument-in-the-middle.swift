// A missing argument between two others is reported just after the one before it, where it would go, with a note at the function.
func configure(title: String, count: Int, tint: String) -> String {
    "\(title) \(count) \(tint)"
}

print(configure(title: "Drafts", tint: "gray"))
// expect-error: missing argument for parameter 'count' in call
// expect-note: 'configure(title:count:tint:)' declared here
// expect-errors: 1
