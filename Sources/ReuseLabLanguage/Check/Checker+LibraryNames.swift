/// Types of the Swift standard library that ReuseLab's prelude does not have. Naming one is valid Swift,
/// so the answer is ReuseLab's honest "not supported yet", never swiftc's "cannot find type".
extension Checker {
    static let unsupportedLibraryTypes: Set<String> = [
        "StringProtocol", "AnyHashable",
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "LazySequence", "ContiguousArray",
        "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float80",
        "RawRepresentable", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "CodingUserInfoKey",
        "CustomDebugStringConvertible",
        "LosslessStringConvertible", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByNilLiteral", "Sendable", "Unicode",
        "URLComponents", "URLQueryItem",
        "LazySequence", "LazyMapSequence", "LazyFilterSequence", "ReversedCollection", "EnumeratedSequence",
        "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream", "AsyncSequence", "AsyncIteratorProtocol",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "withTaskCancellationHandler", "CheckedContinuation", "TaskLocal",
        "DispatchGroup", "DispatchWorkItem", "OperationQueue", "Timer", "NotificationCenter",
        "DispatchSemaphore", "Thread", "RunLoop", "Notification",
        // Foundation beyond what cell code needs here.
        "NSString", "NSCache", "NSAttributedString", "NSMutableAttributedString", "NSLock", "NSError", "NSRange",
        "NSArray", "NSMutableArray", "NSDictionary", "NSPredicate", "NSRegularExpression",
        "URLSession", "URLRequest", "JSONSerialization", "FileManager", "UserDefaults",
        "Decimal", "Measurement", "ProcessInfo",
        // Objective-C's Foundation classes that older app code (and Xcode's old templates) still name.
        "NSDate", "NSIndexPath", "NSMutableString", "NSData", "NSURL", "NSSet", "NSMutableSet", "NSMutableDictionary",
        "NSValue", "NSSortDescriptor", "NSUUID", "NSCoding", "NSCopying", "NSSecureCoding", "NSTimeZone", "NSLocale",
        "NSNotification", "NSIndexSet", "NSMutableIndexSet", "NSKeyedArchiver", "NSItemProvider", "Operation",
        "BlockOperation", "PersonNameComponents", "NSDecimalNumber", "NSNull",
        "PropertyListDecoder", "PropertyListEncoder",
        // Formatters that Foundation on Linux, the oracle ReuseLab's formatters follow, does not have.
        "RelativeDateTimeFormatter", "DateComponentsFormatter", "DateIntervalFormatter", "MeasurementFormatter",
        "ListFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter",
    ]

    /// Members of the standard library's collections that ReuseLab's prelude lacks: valid Swift, so they get
    /// ReuseLab's "not supported yet" rather than swiftc's "has no member".
    static let unsupportedCollectionMembers: Set<String> = [
        "startIndex", "endIndex", "index", "formIndex", "distance", "firstRange", "ranges",
        "unicodeScalars", "utf8", "utf16", "hashValue", "withUnsafeBufferPointer", "partition",
        "elementsEqual", "starts", "difference", "chunked", "windows", "insert", "remove",
        "removeFirst", "removeLast", "popLast", "popFirst", "replaceSubrange", "removeSubrange",
        "data", "range", "enumerateLines", "applyingTransform", "folding", "grouping",
    ]

    /// Members of the Foundation types in the prelude that it lacks (`Type.member`): valid Swift, so ReuseLab's
    /// words. Relative date formatting reads the wall clock, which a script's output must not depend on.
    static let unsupportedFoundationMembers: Set<String> = [
        "DateFormatter.doesRelativeDateFormatting", "DateFormatter.calendar", "DateFormatter.setLocalizedDateFormatFromTemplate",
        "DateFormatter.localizedString",
        "Calendar.range", "Calendar.nextDate", "Calendar.enumerateDates", "Calendar.dateInterval", "Calendar.ordinality",
        "Calendar.compare",
        "DateComponents.calendar", "DateComponents.timeZone", "DateComponents.date", "DateComponents.isValidDate",
        // A `UInt8?`: fixed-width integers are not in ReuseLab's library.
        "Character.asciiValue",
        // JSON's less common knobs: user info, data and non-finite number strategies, custom key and date coding.
        "JSONEncoder.userInfo", "JSONDecoder.userInfo", "JSONEncoder.nonConformingFloatEncodingStrategy",
        "JSONDecoder.nonConformingFloatDecodingStrategy", "JSONEncoder.dataEncodingStrategy", "JSONDecoder.dataDecodingStrategy",
        "JSONDecoder.allowsJSON5", "JSONDecoder.assumesTopLevelDictionary",
        "JSONDecoder.DateDecodingStrategy.formatted", "JSONDecoder.DateDecodingStrategy.custom",
        "JSONEncoder.DateEncodingStrategy.formatted", "JSONEncoder.DateEncodingStrategy.custom",
        "JSONDecoder.KeyDecodingStrategy.custom", "JSONEncoder.KeyEncodingStrategy.custom",
        "Decoder.unkeyedContainer", "Encoder.unkeyedContainer", "Decoder.userInfo", "Encoder.userInfo",
        "KeyedDecodingContainer.allKeys", "KeyedDecodingContainer.nestedUnkeyedContainer",
        "KeyedEncodingContainer.nestedUnkeyedContainer", "KeyedEncodingContainer.superEncoder",
    ]

    /// Library members whose other overloads ReuseLab lacks, by the call's spelling: `price.formatted(.currency(code: "EUR"))`
    /// and `date.formatted(.dateTime.month())` take format styles, which are not there.
    static let unsupportedLibraryOverloads: Set<String> = ["formatted(_:)"]

    /// ReuseLab's words for a call of a library member with an overload its prelude lacks, or nil: one the list
    /// above names, or one the real type has by that full name (`calendar.dateComponents(in: zone, from: date)`).
    func unsupportedLibraryOverload(_ candidates: [FuncDecl], labels: [String?]) -> Diagnostics.Message? {
        guard let first = candidates.first, candidates.allSatisfy(\.isFromPrelude) else { return nil }
        let spelled = (first.kind == .initializer ? "init" : first.name) + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        if Checker.unsupportedLibraryOverloads.contains(spelled) { return Diagnostics.featureUnsupported(spelled) }
        guard let owner = first.owner, owner.fromPrelude else { return nil }
        let base = owner.qualifiedName + "." + (first.kind == .initializer ? "init" : first.name)
        let written = labels.map { $0 ?? "_" }
        // The labels written, in order, within a real overload's: the ones left out have default values
        // (`text.compare(other, options: .numeric)` is `compare(_:options:range:locale:)`).
        guard let real = LibraryTypeCatalog.signatures(named: base).first(where: { isInOrder(written, within: $0.labels) }) else {
            return nil
        }
        return Diagnostics.featureUnsupported(real.spelled)
    }

    /// `text.capitalized(with: locale)`: the prelude has the property `capitalized` but not the real type's method
    /// of the same base name. A call with arguments that one of its overloads takes is that method, missing here,
    /// not a property called by mistake (swiftc's "cannot call value of non-function type" would blame valid code).
    func unsupportedLibraryMethodBesideProperty(
        _ members: [FoundMember], name: String, in type: SType, args: [CallArgument]
    ) -> Diagnostics.Message? {
        guard !args.isEmpty, let owner = libraryTypeName(type),
            members.allSatisfy({
                if case .property(let v) = $0.kind { return !v.type.isFunction && v.owner?.fromPrelude == true }
                return false
            })
        else { return nil }
        let written = args.map { $0.label ?? "_" }
        let real = LibraryTypeCatalog.signatures(named: owner + "." + name).first { isInOrder(written, within: $0.labels) }
        return real.map { Diagnostics.featureUnsupported($0.spelled) }
    }

    private func isInOrder(_ written: [String], within labels: [String]) -> Bool {
        var rest = labels[...]
        for label in written {
            guard let found = rest.firstIndex(of: label) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// ReuseLab's words for a library member it lacks, or nil when `name` is not one.
    /// The library's name for a type of the prelude: `Array` for `[Int]`, `JSONDecoder.KeyDecodingStrategy`.
    private func libraryTypeName(_ type: SType) -> String? {
        switch type {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .nominal(let d, _) where d.fromPrelude: return d.qualifiedName
        default: return nil
        }
    }

    func unsupportedLibraryMember(_ name: String, in type: SType) -> Diagnostics.Message? {
        if case .nominal(let d, _) = type.unwrappedFully, d.fromPrelude,
            Checker.unsupportedFoundationMembers.contains(d.qualifiedName + "." + name)
        {
            return Diagnostics.featureUnsupported(d.qualifiedName + "." + name)
        }
        // `decoder.unkeyedContainer()` on the `any Decoder` a hand-written `init(from:)` is given.
        if case .existential(let protocols) = type.unwrappedFully,
            let p = protocols.first(where: {
                $0.fromPrelude && Checker.unsupportedFoundationMembers.contains($0.qualifiedName + "." + name)
            })
        {
            return Diagnostics.featureUnsupported(p.qualifiedName + "." + name)
        }
        // Any member the real library's type has (`text.addingPercentEncoding`, `numbers.partition(by:)`).
        if let owner = libraryTypeName(type.unwrappedFully), LibraryTypeCatalog.members.contains(owner + "." + name) {
            return Diagnostics.featureUnsupported(owner + "." + name)
        }
        guard Checker.unsupportedCollectionMembers.contains(name) else { return nil }
        switch type.unwrappedFully {
        case .array, .dictionary: break
        // Numbers and Bool have none of these but `hashValue`: the rest stay swiftc's "has no member".
        case .nominal(let d, _) where d.kind == .builtin:
            let numeric = d === world.intType || world.isFloatingPoint(d) || d === world.boolType
            if numeric && name != "hashValue" { return nil }
        default: return nil
        }
        return Diagnostics.featureUnsupported(name)
    }
}
