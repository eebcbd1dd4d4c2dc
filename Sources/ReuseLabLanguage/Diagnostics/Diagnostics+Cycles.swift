/// The notes swiftc draws along a cycle of declarations: the classes, protocols and aliases it passes through,
/// and the path by which a value type would contain itself.
extension Diagnostics {
    static func throughClassDeclaredHere(_ name: String) -> Message { note("through class '\(name)' declared here") }
    static func throughProtocolDeclaredHere(_ name: String) -> Message { note("through protocol '\(name)' declared here") }

    /// `path` as swiftc spells it: `Node? -> (some(_:): Node)`, `Wrap -> (m: Mid) -> (n: N3)`.
    static func cycleBeginningHere(_ path: String) -> Message { note("cycle beginning here: \(path)") }
    /// At an enum case whose payload is the enum itself.
    static var recursiveCaseHere: Message { note("recursive case here") }

    /// At an alias's written target, `type` as written (`[Row]`).
    static func whileResolvingType(_ type: String) -> Message { note("while resolving type '\(type)'") }
    /// At the name of an alias the cycle passes through.
    static var throughReferenceHere: Message { note("through reference here") }
}
