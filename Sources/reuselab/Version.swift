/// What `reuselab --version` prints: the release, and the Swift and swift-syntax it was built with,
/// since those decide which Swift the checker understands.
enum ReuseLabVersion {
    static let release = "0.3.0"
    static let swiftSyntax = "603.0.1"

    static var description: String {
        #if compiler(>=6.3)
            let compiler = "Swift 6.3 or later"
        #else
            let compiler = "Swift 6"
        #endif
        return "reuselab \(release) (built with \(compiler), swift-syntax \(swiftSyntax))"
    }
}
