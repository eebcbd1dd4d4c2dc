import CTerminalShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--color auto|always|never`.
public enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never
}

/// What the terminal can show: whether a stream is a terminal, whether to colour it, whether it
/// can draw Unicode boxes. Decisions are pure functions of the environment so tests can pin them.
public enum Terminal {
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Colour is on for `always`; for `auto` only on a terminal, without `NO_COLOR` (any non-empty
    /// value, as no-color.org says) and without `TERM=dumb`.
    public static func colorEnabled(mode: ColorMode, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// Unicode box drawing when the locale's character set is UTF-8 (LC_ALL, then LC_CTYPE, then LANG).
    public static func unicodeEnabled(asciiRequested: Bool, environment: [String: String]) -> Bool {
        if asciiRequested { return false }
        if environment["TERM"] == "dumb" { return false }
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                let lowered = value.lowercased()
                return lowered.contains("utf-8") || lowered.contains("utf8")
            }
        }
        return false
    }

    /// Columns of the terminal on `fd`, else `COLUMNS`, else 80.
    public static func columns(fd: Int32 = 1, environment: [String: String]) -> Int {
        measuredColumns(fd: fd, environment: environment) ?? 80
    }

    /// Columns of the terminal on `fd`, else `COLUMNS`; nil when neither says (output to a file or pipe).
    public static func measuredColumns(fd: Int32 = 1, environment: [String: String]) -> Int? {
        let measured = Int(reuselab_terminal_columns(fd))
        if measured > 0 { return measured }
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        return nil
    }
}

/// ANSI styling that vanishes when colour is off, so callers write `style.error("error:")` everywhere.
public struct TextStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func error(_ text: String) -> String { wrap(text, "1;31") }
    public func warning(_ text: String) -> String { wrap(text, "1;33") }
    public func note(_ text: String) -> String { wrap(text, "1;36") }
    public func added(_ text: String) -> String { wrap(text, "32") }
    public func changed(_ text: String) -> String { wrap(text, "33") }
    public func removed(_ text: String) -> String { wrap(text, "31") }
    public func prompt(_ text: String) -> String { wrap(text, "1;34") }
    public func accent(_ text: String) -> String { wrap(text, "36") }

    /// Colours the severity words of swiftc-style diagnostics and UIKit/Swift crash texts; the words
    /// themselves stay, so nothing depends on the colour.
    public func diagnostics(_ text: String) -> String {
        guard enabled else { return text }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var styled = String(line)
            let trimmed = styled.drop(while: { $0 == " " })
            if let range = styled.range(of: "error: ") {
                styled.replaceSubrange(range, with: error("error:") + " ")
            } else if let range = styled.range(of: "warning: ") {
                styled.replaceSubrange(range, with: warning("warning:") + " ")
            } else if let range = styled.range(of: "note: ") {
                styled.replaceSubrange(range, with: note("note:") + " ")
            } else if styled.hasPrefix("Fatal error") || styled.hasPrefix("*** Terminating") || styled.hasPrefix("Interrupted") {
                styled = error(styled)
            } else if !trimmed.isEmpty, trimmed.allSatisfy({ "^~ |".contains($0) }), trimmed.contains("^") {
                styled = added(styled)
            }
            lines.append(styled)
        }
        return lines.joined(separator: "\n")
    }
}

/// Terminal column width of text: wide East Asian characters and emoji take two, combining marks none.
/// ANSI escape sequences take none.
public func displayWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
        if inEscape {
            if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            continue
        }
        if scalar == "\u{1B}" {
            inEscape = true
            continue
        }
        width += scalarWidth(scalar)
    }
    return width
}

func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    return wideRanges.contains(where: { $0.contains(value) }) ? 2 : 1
}

/// Cuts `text` to at most `width` columns, ending with `ellipsis` when something was cut.
public func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    if displayWidth(text) <= width { return text }
    let room = max(0, width - displayWidth(ellipsis))
    var result = ""
    var used = 0
    for character in text {
        let w = displayWidth(String(character))
        if used + w > room { break }
        result.append(character)
        used += w
    }
    return result + ellipsis
}

/// Pads `text` with spaces to exactly `width` columns (truncating first if needed).
public func pad(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    let fitted = truncate(text, toWidth: width, ellipsis: ellipsis)
    return fitted + String(repeating: " ", count: max(0, width - displayWidth(fitted)))
}
