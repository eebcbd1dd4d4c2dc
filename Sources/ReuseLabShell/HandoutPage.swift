import Foundation
import ReuseLabLanguage

/// One step of a recorded session, as the handout shows it.
struct HandoutEntry {
    enum Kind {
        /// Swift, with how it ended.
        case swift(RunStatus)
        /// A meta-command line (`:pool`, `:timeline`), shown as typed.
        case command
    }

    var kind: Kind
    var source: String
    /// What the program printed, and the REPL's named results.
    var output: String = ""
    /// Compile errors with their carets, warnings, crash texts: as the terminal shows them, without colour.
    var diagnostics: String = ""
    /// The pool diagram after the entry, when it changed the world (monospace text).
    var pool: String?
}

/// The handout: one self-contained HTML page (inline CSS, no script, no fetched resource) of a session, for
/// a teacher to share after a workshop. Code is coloured lightly, diagnostics keep their carets in monospace,
/// crashes stand out, and each pool diagram is drawn as the terminal drew it.
struct HandoutPage {
    var title: String
    var entries: [HandoutEntry]
    /// When the session was recorded, shown under the title.
    var date = Date()

    func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="ReuseLab">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(Self.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escape(title))</h1>
            <p class="meta">\(HTMLText.escape(summary))</p>
            </header>
            <main>

            """
        var swiftNumber = 0
        for entry in entries {
            switch entry.kind {
            case .command:
                html += "<p class=\"command\"><code>\(HTMLText.escape(entry.source.trimmingWhitespace()))</code></p>\n"
            case .swift(let status):
                swiftNumber += 1
                html += section(entry, number: swiftNumber, status: status)
            }
        }
        if entries.isEmpty { html += "<p class=\"empty\">No entries were recorded.</p>\n" }
        html += """
            </main>
            <footer>Recorded with ReuseLab, a Swift playground for iOS cell reuse. UIKit here is simulated.</footer>
            </body>
            </html>

            """
        return html
    }

    private var summary: String {
        let count = entries.filter { if case .swift = $0.kind { return true } else { return false } }.count
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "A ReuseLab session · \(count) entr\(count == 1 ? "y" : "ies") · \(formatter.string(from: date))"
    }

    private func section(_ entry: HandoutEntry, number: Int, status: RunStatus) -> String {
        let (className, badge) = Self.badge(for: status)
        var html = "<section class=\"entry \(className)\" id=\"entry-\(number)\">\n"
        html += "<h2><span class=\"number\">\(number)</span> <span class=\"badge\">\(badge)</span></h2>\n"
        html += "<pre class=\"code\">\(SwiftHighlighter.html(Self.visible(entry.source)))</pre>\n"
        if !entry.output.isEmpty { html += block("Output", "output", HTMLText.escape(Self.visible(entry.output))) }
        if !entry.diagnostics.isEmpty {
            let label = status == .crashed ? "Crash" : status == .ran ? "Warnings" : "Diagnostics"
            html += block(label, "diagnostics", Self.diagnosticsHTML(Self.visible(entry.diagnostics)))
        }
        if let pool = entry.pool { html += block("Reuse pool", "pool", HTMLText.escape(pool)) }
        return html + "</section>\n"
    }

    private func block(_ label: String, _ className: String, _ body: String) -> String {
        "<div class=\"label\">\(label)</div>\n<pre class=\"\(className)\">\(body.hasSuffix("\n") ? String(body.dropLast()) : body)</pre>\n"
    }

    static func badge(for status: RunStatus) -> (className: String, text: String) {
        switch status {
        case .ran: return ("ran", "ran")
        case .compileError: return ("compile-error", "compile-time error: nothing ran")
        case .crashed: return ("crashed", "crashed at run time")
        case .stoppedByLimit: return ("limit", "stopped by a limit")
        case .usage: return ("usage", "not run")
        }
    }

    /// Terminal text without raw control characters (a program may print escape sequences).
    static func visible(_ text: String) -> String {
        VisibleText.escapingControlCharacters(text)
    }

    /// Diagnostics line by line: `error:`, `warning:` and `note:` words coloured, caret lines marked (`^~~`, and the
    /// `` `- `` pointer that swiftc's renderer draws under the column, for compile errors and crash sites alike).
    static func diagnosticsHTML(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var escaped = HTMLText.escape(String(line))
            let trimmed = line.trimmingWhitespace()
            if !trimmed.isEmpty, trimmed.allSatisfy({ "^~|`-".contains($0) || $0 == " " }), trimmed.contains("^") || trimmed.contains("~") {
                return "<span class=\"caret\">\(escaped)</span>"
            }
            if trimmed.hasPrefix("|"), trimmed.dropFirst().trimmingWhitespace().hasPrefix("`-"), let pointer = escaped.range(of: "`-") {
                escaped.replaceSubrange(pointer, with: "<span class=\"caret\">`-</span>")
            }
            for (word, className) in [("error:", "error"), ("warning:", "warning"), ("note:", "note"), ("Fatal error:", "error")] {
                if let range = escaped.range(of: word) {
                    return escaped.replacingCharacters(in: range, with: "<span class=\"\(className)\">\(word)</span>")
                }
            }
            return escaped
        }.joined(separator: "\n")
    }

    /// Print-friendly, high-contrast, no web fonts: monospace where columns matter (code, carets, diagrams).
    static let css = """
        :root { color-scheme: light; }
        body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1b1b; background: #ffffff; }
        header { border-bottom: 3px solid #1f4e79; margin-bottom: 1.5rem; }
        h1 { font-size: 1.8rem; margin: 0 0 .25rem; color: #1f4e79; }
        .meta { color: #555; margin: 0 0 .75rem; }
        .entry { border: 1px solid #c9d3de; border-left: 6px solid #2e7d32; border-radius: 6px; padding: .5rem 1rem 1rem; margin: 0 0 1.25rem; background: #fbfcfd; }
        .entry.compile-error { border-left-color: #b26a00; }
        .entry.crashed, .entry.limit { border-left-color: #c62828; background: #fff7f7; }
        h2 { font-size: 1rem; margin: .25rem 0 .5rem; }
        .number { display: inline-block; min-width: 1.6rem; padding: 0 .3rem; border-radius: 4px; background: #1f4e79; color: #fff; text-align: center; }
        .badge { font-weight: normal; color: #555; }
        .crashed .badge, .limit .badge { color: #c62828; font-weight: bold; }
        .compile-error .badge { color: #8a5300; font-weight: bold; }
        .label { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: #555; margin: .75rem 0 .2rem; }
        pre { font: 14px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; margin: 0; padding: .6rem .8rem; border-radius: 4px; overflow-x: auto; white-space: pre; }
        pre.code { background: #f3f5f8; border: 1px solid #dde3ea; }
        pre.output { background: #ffffff; border: 1px solid #dde3ea; }
        pre.diagnostics { background: #fff3e0; border: 1px solid #f0c27b; white-space: pre-wrap; overflow-wrap: anywhere; }
        .crashed pre.diagnostics { background: #ffebee; border-color: #e57373; }
        pre.pool { background: #0f2233; color: #e8f1f8; }
        .kw { color: #9b2393; font-weight: bold; }
        .ty { color: #0b4f79; }
        .st { color: #c41a16; }
        .nu { color: #1c00cf; }
        .cm { color: #5d6c79; font-style: italic; }
        .at { color: #643820; }
        .error { color: #c62828; font-weight: bold; }
        .warning { color: #8a5300; font-weight: bold; }
        .note { color: #1f4e79; font-weight: bold; }
        .caret { color: #2e7d32; font-weight: bold; }
        .command { margin: 0 0 1rem; color: #555; }
        .command code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; background: #eef1f4; padding: .1rem .4rem; border-radius: 4px; }
        footer { margin-top: 2rem; color: #666; font-size: .85rem; border-top: 1px solid #ddd; padding-top: .5rem; }
        @media print { pre.pool { background: #fff; color: #000; border: 1px solid #999; } .entry { break-inside: avoid; } }
        """
}
