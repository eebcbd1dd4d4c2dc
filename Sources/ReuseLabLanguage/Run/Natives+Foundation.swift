import Foundation

/// What `UUID()` and `Date()` read in a script: a UUID counter and a clock of the session's own, so a script
/// prints the same every run (Foundation's are random and the wall clock).
struct ScriptFoundationState {
    /// 2026-01-01 00:00:00 UTC: where the script clock starts.
    static let clockStart: Double = 1_767_225_600
    private(set) var uuidsMade = 0
    private(set) var clockReadings = 0

    mutating func nextUUID() -> String {
        uuidsMade += 1
        let digits = String(uuidsMade, radix: 16, uppercase: true)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// Each reading is a millisecond after the last, so a later `Date()` compares greater.
    mutating func now() -> Double {
        defer { clockReadings += 1 }
        return Self.clockStart + Double(clockReadings) / 1000
    }
}

/// Natives of the Foundation prelude (`PreludeLibrary/Foundation.swift`).
extension Interpreter {
    func registerFoundationNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("UUID._next()") { i, _ in .string(i.foundationState.nextUUID()) }
        d("UUID._normalized(_:)") { _, c in
            guard let uuid = Foundation.UUID(uuidString: try c.string("text")) else { return .none }
            return .string(uuid.uuidString)
        }
        d("Date._now()") { i, _ in .double(i.foundationState.now()) }
        d("Date._describe(_:)") { _, c in .string(Foundation.Date(timeIntervalSince1970: try c.double("seconds")).description) }
        d("arrayFromIndexSet") { _, c in
            guard case .structValue(let s) = try c.arg("indexes"), let indexes = s.fields.first else { return .array([]) }
            return indexes
        }
        d("ObjectIdentifier._address(of:)") { _, c in
            guard let object = try c.arg("object").unerased.asObject else { return .int(0) }
            return .int(Int(object.address.dropFirst(2), radix: 16) ?? 0)
        }
        // Swift prints the address in sixteen hex digits: `ObjectIdentifier(0x0000600000c00010)`.
        d("ObjectIdentifier._text(_:)") { _, c in
            let hex = String(try c.int("address"), radix: 16)
            return .string("ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex + ")")
        }
        d("NSStringFromClass(_:)") { i, c in
            guard case .type(let t) = try c.arg("aClass"), case .nominal(let decl, _) = t else { return .string("") }
            if decl.fromPrelude { return .string(decl.name) }
            // A nested, generic or private class has a mangled Objective-C name ReuseLab does not reproduce.
            guard decl.parent == nil, decl.genericParams.isEmpty, !decl.isFilePrivate else {
                throw i.fatal(Diagnostics.objCRuntimeNameNotSimulated(i.runtimeName(t)), at: c.loc)
            }
            return .string(i.runtimeName(t))
        }
    }
}
