/// `:why`: what stopped an entry, why, how to fix it, and which article covers it.
enum Explanations {
    static func forCompileError(_ message: String) -> String {
        var text = "Compile time: swiftc refused the code, so nothing ran.\n  \(message)\n"
        if message.contains("could not be inferred") {
            text +=
                "Why: a generic function's type parameter appears only in its result, and nothing said which type you want.\nFix: annotate the variable (`let cell: MyCell = …`) or coerce with `as MyCell`.\nSee: Registerable Views (dequeueCell<U>) and the Reusable lesson."
        } else if message.contains("conform to") {
            text +=
                "Why: the generic function's `where` clause or constraint is not met by the type you passed.\nFix: add the missing protocol conformance to your cell class, or call the overload meant for it.\nSee: Improving Table and Collection View APIs, and the Reusable protocol lesson."
        } else if message.contains("cannot override static") {
            text +=
                "Why: `static` in a class means `class final`: subclasses cannot override it.\nFix: declare it `class var` in the base class.\nSee: Let's Get Meta (static versus class)."
        } else if message.contains("expected member name or initializer call after type name") {
            text +=
                "Why: a type name is not a value; its metatype value is `MyCell.self`.\nFix: write `MyCell.self`.\nSee: Let's Get Meta (.self and .Type)."
        } else if message.contains("cannot be used as an instance member") {
            text +=
                "Why: without a comma, `.nib(…)` continues the previous expression as a member access.\nFix: put a comma between the array elements.\nSee: Registerable Views."
        } else if message.contains("cannot convert return expression") {
            text +=
                "Why: a generic function promises to return exactly `T`; another type, even a sibling subclass, is not `T`.\nFix: widen the return type (for example to UICollectionViewCell) to return an error cell.\nSee: Improving Collection View Data Sources."
        } else {
            text += "Fix: read the caret above; it points where swiftc stopped."
        }
        return text
    }

    static func forTrap(_ trap: Trap) -> String {
        let text = trap.consoleText
        var out = "Run time: the code compiled, and the running app crashed.\n  \(text)\n"
        if text.contains("unable to dequeue") || text.contains("could not dequeue") {
            out +=
                "Why: no class or nib is registered under that identifier string; the compiler cannot check strings.\nFix: register before dequeuing, and spell the identifier exactly (case matters) — or derive it from the type.\nSee: Registerable Views and the Reusable library."
        } else if text.contains("Could not cast value") {
            out +=
                "Why: `as!` promised a class the dequeued cell does not have.\nFix: register the class you cast to under that identifier, or use `as?`.\nSee: Improving Table and Collection View APIs."
        } else if text.contains("Could not load NIB") {
            out +=
                "Why: UINib(nibName:bundle:) only looks for the file when a cell is first made.\nFix: add NAME.xib beside the script, or define one with :nib.\nSee: NibLoadable in the Reusable lesson."
        } else if text.contains("indentifier in nib") || text.contains("identifier in nib") {
            out +=
                "Why: the identifier set inside the nib differs from the one it was registered under.\nFix: make them equal, or clear the identifier in the nib.\nSee: the string API lesson."
        } else if text.contains("registration that was created inside") {
            out +=
                "Why: a new CellRegistration per request defeats reuse.\nFix: create the registration once, outside the data source method.\nSee: lesson 8."
        } else if trap.isLimit {
            out +=
                "Why: the program ran longer or deeper than ReuseLab allows.\nFix: look for a loop or recursion that never ends; raise --steps or --depth if it is intended."
        } else {
            out += "Fix: the line above shows where it happened."
        }
        return out
    }
}
