import SwiftSyntax

/// Guards against input shapes that would keep the REPL busy for minutes rather than answer at once.
/// swift-syntax's parser looks ahead exponentially into nested `[` (it tries each as the start of an
/// inline-array type), and every source location in a long operator chain costs a walk down the
/// folded tree. Real code never comes near either limit; a pasted or generated monster gets a clear
/// diagnostic instead of a hang.
enum SourceComplexity {
    static let maximumBracketNesting = 12
    static let maximumOperatorsPerExpression = 1_000

    static var tooDeepMessage: String { Diagnostics.tooDeeplyNested(maximumBracketNesting).text }
    static func tooManyOperatorsMessage(_ count: Int) -> String {
        Diagnostics.tooManyOperators(count, limit: maximumOperatorsPerExpression).text
    }

    /// The UTF-8 offset of the first `[` nested deeper than the limit, outside strings and comments.
    static func firstTooDeepBracket(in source: String) -> Int? {
        let bytes = Array(source.utf8)
        var depth = 0
        var i = 0
        func at(_ j: Int) -> UInt8? { j < bytes.count ? bytes[j] : nil }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i = skipBlockComment(bytes, from: i)
            case UInt8(ascii: "\""):
                i = skipStringLiteral(bytes, from: i)
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketNesting { return i }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// Operator chains longer than the limit, found before folding (a chain is one flat sequence then).
    static func overlongExpressions(in tree: SourceFileSyntax) -> [(SequenceExprSyntax, operators: Int)] {
        final class Finder: SyntaxVisitor {
            var found: [(SequenceExprSyntax, operators: Int)] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let operators = node.elements.count / 2
                if operators > SourceComplexity.maximumOperatorsPerExpression {
                    found.append((node, operators))
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// swiftc's layout for one error at a byte offset, for a source that cannot be parsed to point into.
    static func render(_ message: String, atUTF8Offset offset: Int, in source: String, displayName: String) -> String {
        let bytes = Array(source.utf8)
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - lineStart + 1
        let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        let gutter = String(repeating: " ", count: String(line).count)
        return """
            \(displayName):\(line):\(column): error: \(message)
            \(line) | \(text)
            \(gutter) | \(String(repeating: " ", count: column - 1))`- error: \(message)


            """
    }

    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
                continue
            }
            if bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i - 1 }
                continue
            }
            i += 1
        }
        return bytes.count
    }

    /// Skips `"…"` and `"""…"""` (escapes included); returns the index of the closing quote.
    private static func skipStringLiteral(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var i = start + (isMultiline ? 3 : 1)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if !isMultiline && bytes[i] == UInt8(ascii: "\n") { return i }
            if bytes[i] == quote {
                if !isMultiline { return i }
                if i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote { return i + 2 }
            }
            i += 1
        }
        return bytes.count
    }
}
