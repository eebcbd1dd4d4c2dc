/// Text ReuseLab did not write (source lines quoted in diagnostics, lesson prose, identifiers in the
/// pool diagram) can hold control characters and escape sequences. Sent raw, they would retitle the
/// window, clear the screen, write the clipboard (OSC 52) or break a box's lines: the terminal is the
/// user's, so such characters are shown made visible instead, in Swift's own spelling (`\u{1B}`).
public enum VisibleText {
    /// `text` with every control character (C0, DEL, C1) written as `\u{…}`; line feeds kept when
    /// `keepingNewlines` (multi-line text), tabs kept when `keepingTabs` (they only move the cursor right).
    public static func escapingControlCharacters(_ text: String, keepingNewlines: Bool = true, keepingTabs: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines, keepingTabs) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingNewlines, keepingTabs) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingNewlines: Bool, _ keepingTabs: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: return !keepingNewlines
        case 0x09: return !keepingTabs
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Bidirectional overrides and isolates reorder what follows them on screen.
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
