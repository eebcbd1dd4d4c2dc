import SwiftSyntax

/// Three quarters of the preludes' text is UIKit, and a script about Swift alone (`fib`, the goldens of the
/// language) never touches it: parsing and checking it was most of such a script's start. A session made
/// by `Session` therefore loads the UIKit prelude just before checking the first entry that names one of
/// its top-level declarations (or a UIKit type ReuseLab does not simulate, `import UIKit`, `#selector`
/// or `@objc`). An entry can only reach UIKit through such a name — the UIKit prelude extends no type
/// of the Swift prelude — so what the entry means is the same as if UIKit had been there from the start.
///
/// UIKit loaded after the learner's entries is checked against the preludes' top-level names alone, as it
/// is at a start: a learner's `func max` declared before it cannot change what UIKit's code means.
extension SessionState {
    /// Loads the UIKit prelude when the entry names something of it and it is not loaded yet.
    func loadUIKitIfNamed(by words: EntryWords) {
        guard !loadedModules.contains("UIKit"), UIKitPreludeNames.areNamed(by: words) else { return }
        loadUIKit()
    }

    /// Loads the UIKit prelude's core now (an entry named it, `import Reusable` or one of its units needs it, or
    /// Tab completion lists it); its units wait to be named (`SessionState+PreludeUnitsOnFirstUse.swift`).
    func loadUIKit() {
        guard !loadedModules.contains("UIKit") else { return }
        for name in PreludeUnits.namedByUIKit { PreludeUnits.unit(named: name).map(loadPreludeUnit) }
        guard let preludeNames = topLevelNamesOfPreludes else {
            load("UIKit", UIKitPrelude.core, file: "UIKit.swift")
            return
        }
        let learnerNames = types.topLevelNames
        types.topLevelNames = preludeNames
        load("UIKit", UIKitPrelude.core, file: "UIKit.swift")
        topLevelNamesOfPreludes = types.topLevelNames
        types.topLevelNames = learnerNames.adding(types.topLevelNames, over: preludeNames)
    }
}

/// The names that make an entry load the UIKit prelude.
enum UIKitPreludeNames {
    /// Read from the text once per build (`PreludeStartNames`).
    static let all = PreludeStartNames.uikit

    /// `all`, scanned from the text now.
    static func scannedAll() -> Set<String> {
        topLevelNames(declaredIn: UIKitPrelude.source)
            .union(UIKitCatalog.types.map { String($0.prefix { $0 != "." }) })
            .union(objectiveCWords)
    }

    /// `import UIKit`; `#selector(…)`, `@objc`, `@IBOutlet`, `@IBAction`, which mean NSObject and `Selector`.
    private static let objectiveCWords: Set<String> = ["UIKit", "selector", "objc", "IBOutlet", "IBAction", "IBInspectable"]

    /// True when one of the entry's identifiers is one of `all`.
    static func areNamed(by words: EntryWords) -> Bool {
        !words.identifiers.isDisjoint(with: all)
    }

    /// The names a prelude declares at its top level, read from its text rather than its tree (that would
    /// cost the parse this saves): a top-level declaration starts its line, modifiers and `@_native(…)`
    /// first, and its name follows the introducer. `UIKitOnFirstUseTests` compares this with the checked world.
    /// The scan reads UTF-8 bytes: splitting the 6,000 lines into Characters cost a tenth of a start.
    static func topLevelNames(declaredIn source: String) -> Set<String> {
        var names: Set<String> = []
        var source = source
        source.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if let name = declaredName(onLine: bytes[lineStart..<lineEnd]) { names.insert(name) }
                lineStart = lineEnd + 1
            }
        }
        return names
    }

    /// The word after the line's first introducer, when the line starts with a letter or `@`.
    private static func declaredName(onLine line: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let first = line.first, isLetter(first) || first == UInt8(ascii: "@") else { return nil }
        var index = line.startIndex
        var followsIntroducer = false
        while index < line.endIndex {
            guard isWordByte(line[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < line.endIndex, isWordByte(line[index]) { index += 1 }
            let word = line[start..<index]
            if followsIntroducer { return String(decoding: word, as: UTF8.self) }
            followsIntroducer = introducers.contains { $0.utf8.elementsEqual(word) }
        }
        return nil
    }

    /// Letters, as `Character.isLetter` reads the preludes' text: ASCII letters, and any non-ASCII byte.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte >= 0x80
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static let introducers: [String] = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var"]
}

extension TypeWorld.TopLevelNames {
    /// These names (the learner's) with what `loaded` declares beyond `base`: the names a prelude loaded over
    /// `base` added. The learner's own declarations keep their meaning.
    func adding(_ loaded: Self, over base: Self) -> Self {
        var merged = self
        for (name, decl) in loaded.types where base.types[name] == nil && merged.types[name] == nil { merged.types[name] = decl }
        for (name, type) in loaded.typealiases where base.typealiases[name] == nil && merged.typealiases[name] == nil {
            merged.typealiases[name] = type
        }
        for (name, global) in loaded.globals where base.globals[name] == nil && merged.globals[name] == nil {
            merged.globals[name] = global
        }
        merged.functions = functions.adding(loaded.functions, over: base.functions)
        for (proto, extensions) in loaded.protocolExtensions {
            let added = extensions.dropFirst(base.protocolExtensions[proto]?.count ?? 0)
            if !added.isEmpty { merged.protocolExtensions[proto, default: []].append(contentsOf: added) }
        }
        merged.userOperatorMethods = userOperatorMethods.union(loaded.userOperatorMethods)
        return merged
    }
}
