// 'class' members belong to classes; swiftc points at the 'func' keyword and suggests 'static'.
struct Layout {
    class func rowHeight() -> Int { 44 }
}

// expect-error: class methods are only allowed within classes; use 'static' to declare a static method
