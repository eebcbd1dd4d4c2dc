/// ReuseLab's own messages about itself (not swiftc's): limits of what it reads and prints.
extension Diagnostics {
    static func moreErrorsNotShown(_ count: Int) -> Message {
        note("\(count) more error\(count == 1 ? "" : "s") not shown")
    }

    static func tooDeeplyNested(_ limit: Int) -> Message {
        error("ReuseLab does not support brackets nested more than \(limit) deep")
    }

    static func tooManyOperators(_ count: Int, limit: Int) -> Message {
        error("this expression has \(count) operators; ReuseLab checks at most \(limit) in one expression: break it into distinct sub-expressions")
    }

    static let dictionaryKeyUnsupported = error("ReuseLab dictionaries take String, Int, Bool or Character keys, or Hashable structs, enums and classes")

    static let sourceLocationDirective = error("'#sourceLocation' is not supported in ReuseLab yet")
}
