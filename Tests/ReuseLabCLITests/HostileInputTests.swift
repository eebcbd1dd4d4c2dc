import Foundation
import XCTest

/// The hostile-input suite: inputs a hostile (or unlucky) user types, pastes, pipes or points ReuseLab at.
///
/// Every case runs the built binary in a sandbox folder of its own (working directory, `HOME`,
/// `XDG_STATE_HOME` and `TMPDIR` all inside it) and must:
/// - end with one of the five exit statuses (0 ran, 1 compile error, 2 usage or file, 3 crash, 4 limit),
///   and with the one the case expects;
/// - end in bounded time (each case has a budget; the suite as a whole aims at well under a minute);
/// - stay within bounded memory (resident size sampled while it runs);
/// - write nothing but the files the input itself names.
///
/// The shapes come from the reliability audit (deep object graphs freed at exit, long optional chains,
/// escape sequences, NUL bytes, `#sourceLocation`, special files, files overwritten, bad progress files,
/// quadratic batch input) and from the usual suspects of a parser and an interpreter.
final class HostileInputTests: XCTestCase {
    /// Resident memory no case may exceed: far above what any of them needs (about 50 MB), far below trouble.
    static let memoryBudgetBytes = 1 << 30

    enum Mode: Sendable {
        /// `reuselab run main.swift` with `source` as the script.
        case run(String, arguments: [String] = [])
        /// `reuselab` in batch mode with `stdin` piped in.
        case batch(String)
    }

    struct Case: Sendable {
        var name: String
        var mode: Mode
        /// The statuses the case may end with (all within 0...4).
        var statuses: Set<Int32>
        /// Seconds it may take (a loaded two-core machine, debug build).
        var budget: TimeInterval = 20
        /// Files to create in the sandbox before the run (relative path → contents; nil makes a FIFO).
        var files: [String: Data?] = [:]
        /// Sandbox paths the input names for writing (relative); nothing else may appear or change.
        var mayWrite: Set<String> = []
        /// Further checks on what happened.
        var check: (@Sendable (Outcome) -> [String])? = nil
    }

    struct Outcome: Sendable {
        var status: Int32
        var stdout: Data
        var stderr: String
        var seconds: TimeInterval
        var peakResidentBytes: Int
        var timedOut: Bool
        var sandbox: URL
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Locations.reuselabBinary.path) else {
            throw XCTSkip("no reuselab executable at \(Locations.reuselabBinary.path): build the package first")
        }
    }

    func testHostileInputsEndWellInBoundedTimeAndMemoryWritingOnlyWhatTheyName() throws {
        let cases = Self.cases()
        let started = Date()
        let results = concurrentMap(cases, width: 2) { hostileCase in (hostileCase, Self.run(hostileCase)) }
        var failures = 0
        for (hostileCase, (outcome, problems)) in results {
            failures += problems.isEmpty ? 0 : 1
            for problem in problems { XCTFail("\(hostileCase.name): \(problem)") }
            if outcome.seconds > 5 || outcome.peakResidentBytes > 256 << 20 {
                print(
                    "hostile inputs: \(hostileCase.name) took \(String(format: "%.1f", outcome.seconds)) s, "
                        + "peak resident \(outcome.peakResidentBytes >> 20) MB")
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        let peak = results.map { $0.1.0.peakResidentBytes }.max() ?? 0
        print(
            "hostile inputs: \(cases.count) cases, \(cases.count - failures) passed, \(failures) failed, "
                + "\(String(format: "%.1f", elapsed)) s, peak resident \(peak >> 20) MB")
    }

    // MARK: - The cases

    static func cases() -> [Case] {
        var cases: [Case] = []
        func run(
            _ name: String, _ source: String, _ statuses: Set<Int32>, budget: TimeInterval = 20, arguments: [String] = [],
            files: [String: Data?] = [:], check: (@Sendable (Outcome) -> [String])? = nil
        ) {
            cases.append(
                Case(name: name, mode: .run(source, arguments: arguments), statuses: statuses, budget: budget, files: files, check: check))
        }
        func batch(
            _ name: String, _ stdin: String, _ statuses: Set<Int32>, budget: TimeInterval = 20, files: [String: Data?] = [:],
            mayWrite: Set<String> = [], check: (@Sendable (Outcome) -> [String])? = nil
        ) {
            cases.append(
                Case(name: name, mode: .batch(stdin), statuses: statuses, budget: budget, files: files, mayWrite: mayWrite, check: check))
        }

        // Deep structures freed at exit: once a segfault on the main thread's 8 MB stack.
        let linkedList = """
            final class Node {
                var next: Node?
                init(next: Node?) { self.next = next }
            }
            var head: Node? = nil
            for _ in 0..<30_000 { head = Node(next: head) }
            print("built")
            """
        run("linked list of 30,000 instances, freed at exit", linkedList, [0], check: expectOutput("built\n"))
        batch("linked list of 30,000 instances, batch mode", linkedList + "\n", [0], check: expectOutput("built\n"))
        run("300,000 nested arrays", "var a: [Any] = []\nfor _ in 0..<300_000 { a = [a] }\nprint(\"nested\")", [0, 4], budget: 40)
        run(
            "a 100,000-deep array printed", "var a: [Any] = []\nfor _ in 0..<100_000 { a = [a] }\nprint(\"\\(a)\".count)", [0, 4],
            budget: 40)
        run(
            "10,000 chained functions",
            (["func f0() -> Int { 0 }"] + (1..<10_000).map { "func f\($0)() -> Int { f\($0 - 1)() }" }
                + ["print(f9999())"]).joined(separator: "\n"), [4], budget: 60)

        // Checking a 4,000-link optional chain was quadratic (a minute).
        run(
            "a 4,000-link optional chain",
            "final class Node { var next: Node? = nil }\nlet head: Node? = Node()\nlet x = head"
                + String(repeating: "?.next", count: 4_000) + "\nprint(x == nil)", [0], budget: 15, check: expectOutput("true\n"))

        // Swift's own traps inside built-ins, and values that grow without end: a learner-visible trap
        // (status 3) or the memory budget (status 4), never a dead process.
        run("abs(Int.min)", "print(abs(Int.min))", [3])
        run("(Int.min..<Int.max).count", "print((Int.min..<Int.max).count)", [3])
        run("(0...Int.max).count", "print((0...Int.max).count)", [3])
        run("[Int](repeating:count: 2_000_000_000)", "let a = [Int](repeating: 7, count: 2_000_000_000)\nprint(a.count)", [4], budget: 20)
        run("[Int](repeating:count: Int.max)", "let a = [Int](repeating: 7, count: Int.max)\nprint(a.count)", [3, 4], budget: 20)
        run("(0..<Int.max).reversed().count", "print((0..<Int.max).reversed().count)", [0, 4], budget: 20)
        run("Array(0..<1_000_000_000)", "let a = Array(0..<1_000_000_000)\nprint(a.count)", [4], budget: 20)
        run("a string doubling without end", "var s = \"x\"\nwhile true { s += s }", [4], budget: 40)
        run("an array growing by itself without end", "var a = [Int]()\nwhile true { a.append(contentsOf: a + [1]) }", [4], budget: 40)
        run("stride to Int.max", "for i in stride(from: 0, to: Int.max, by: 1) { if i < 0 { print(i) } }", [4], budget: 40)

        // Silently wrong, or obeyed when it must not be.
        run("\\u{41} in a string", #"print("\u{41}\u{1F600}")"#, [0], check: expectOutput("A😀\n"))
        run("#sourceLocation", "#sourceLocation(file: \"/etc/passwd\", line: 1)\nlet x: Int = \"a\"", [1]) { outcome in
            var problems: [String] = []
            if !outcome.stderr.contains("'#sourceLocation' is not supported in ReuseLab yet") {
                problems.append("not refused: \(outcome.stderr)")
            }
            if outcome.stderr.contains("/etc/passwd:") { problems.append("a diagnostic names the file it was told to") }
            return problems
        }

        // The terminal is the user's: nothing the learner wrote reaches it raw through a diagnostic.
        run(
            "OSC sequence in a quoted source line",
            "let title = 1 // \u{1B}]0;PWNED\u{07}\u{1B}]52;c;aGk=\u{07}\nlet x: Int = \"\u{1B}[2J\"", [1],
            check: noEscapesInStderr)
        run("escape sequence in a fatalError message", "fatalError(\"\\u{1B}[2J\\u{1B}]0;PWNED\\u{07}\")", [3], check: noEscapesInStderr)
        run("bidirectional override in a quoted line", "let s: Int = \"\u{202E}evil\"", [1]) { outcome in
            outcome.stderr.unicodeScalars.contains("\u{202E}") ? ["a bidirectional override reached stderr raw"] : []
        }
        run(
            "carriage return and backspace in an identifier's string", "let id = \"a\\r\\u{08}b\"\nlet n: Int = id", [1],
            check: noEscapesInStderr)

        // NUL in printed text cut off the rest of the output.
        let nul = "print(\"a\\0b\")\nprint(\"c\")\n"
        run("NUL in printed text", nul, [0], check: expectOutput("a\0b\nc\n"))
        batch("NUL in printed text, batch mode", nul, [0], check: expectOutput("a\0b\nc\n"))

        // Parser and checker stress.
        run("unterminated string", "let s = \"abc\nprint(s)", [1])
        run("unterminated block comment", "/* never closed\nprint(1)", [1])
        run("unclosed multi-line string", "let s = \"\"\"\nabc\n", [1])
        run("lone closing brace", "}\nprint(1)", [1])
        run("integer literal too large", "let n = 99999999999999999999999999999\nprint(n)", [1])
        run("invalid escape", #"print("\q")"#, [1])
        run("byte order mark", "\u{FEFF}print(1)", [0, 1])
        run("CRLF line endings", "let a = 1\r\nprint(a)\r\n", [0], check: expectOutput("1\n"))
        run("empty file", "", [0], check: expectOutput(""))
        run(
            "200,000-character string literal", "let s = \"" + String(repeating: "x", count: 200_000) + "\"\nprint(s.count)", [0],
            check: expectOutput("200000\n"))
        run(
            "10,000 statements", (0..<10_000).map { "let v\($0) = \($0)" }.joined(separator: "\n") + "\nprint(v9999)", [0], budget: 40,
            check: expectOutput("9999\n"))
        run("deep parentheses", "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000), [1])
        run("zero-width characters in identifiers", "let a\u{200B}b = 1\nprint(a\u{200B}b)", [0, 1])

        // Declarations that refer to themselves recursed in the checker until the stack was gone (lang-decls).
        run("a class that inherits from itself", "class MyCell: MyCell {}\nlet c = MyCell()", [1])
        run("two classes inheriting from each other", "class A: B {}\nclass B: A {}\nlet a = A()", [1])
        run("a struct that contains itself", "struct S { var s: S }", [1])
        run("protocols refining each other", "protocol P: Q {}\nprotocol Q: P {}\nstruct T: P {}", [1])
        run("typealiases naming each other", "typealias X = Y\ntypealias Y = X\nlet x: X = 1", [1])

        // Run-time endings.
        run("endless recursion", "func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))", [4])
        run("endless loop under a small step budget", "var i = 0\nwhile true { i += 1 }", [4], arguments: ["--steps", "100000"])
        run("force-unwrapped nil", "let s: String? = nil\nprint(s!)", [3])
        run("integer overflow", "let big = Int.max\nprint(big + 1)", [3])
        run("division by zero", "let zero = 0\nprint(1 / zero)", [3])

        // The sandbox holds: no file, process or environment access from Swift.
        run("FileManager", "import Foundation\nFileManager.default.createFile(atPath: \"escaped.txt\", contents: nil)", [1])
        run("Glibc", "import Glibc\nsystem(\"touch escaped.txt\")", [1])

        // Files that are not scripts.
        cases.append(
            Case(name: "a FIFO as the script", mode: .run("", arguments: []), statuses: [2], budget: 10, files: ["fifo.swift": nil]))
        cases.append(
            Case(name: "bytes that are not UTF-8", mode: .run(""), statuses: [2], files: ["binary.swift": Data([0xFF, 0xFE, 0x00, 0xC3])]))

        // Interface Builder files.
        run(
            "nib whose cell is a view controller",
            """
            import UIKit
            let tableView = UITableView()
            tableView.register(UINib(nibName: "Controller", bundle: nil), forCellReuseIdentifier: "Screen")
            _ = tableView.dequeueReusableCell(withIdentifier: "Screen", for: IndexPath(row: 0, section: 0))
            """, [3],
            files: ["Controller.xib": Data(nib(element: "tableViewCell", customClass: "UIViewController", identifier: "Screen").utf8)]
        ) { outcome in
            outcome.stderr.contains("invalid nib registered for identifier (Screen)")
                ? [] : ["not refused as UIKit does: \(outcome.stderr)"]
        }
        run(
            "malformed nib",
            """
            import UIKit
            let tableView = UITableView()
            tableView.register(UINib(nibName: "Broken", bundle: nil), forCellReuseIdentifier: "Cell")
            _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            """, [1, 3], files: ["Broken.xib": Data("<document>&undefined;</document>".utf8)]
        ) { outcome in
            outcome.stderr.contains("XML parser error") ? ["a bare number instead of a description: \(outcome.stderr)"] : []
        }
        run(
            "XML external entity",
            """
            import UIKit
            let tableView = UITableView()
            tableView.register(UINib(nibName: "Entity", bundle: nil), forCellReuseIdentifier: "Cell")
            _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            """, [1, 3],
            files: ["Entity.xib": Data("<!DOCTYPE d [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><document>&e;</document>".utf8)]
        ) { outcome in
            outcome.stderr.contains("root:") ? ["an external entity was read"] : []
        }

        // Batch mode: quadratic re-parsing of a long entry.
        let longFunction =
            (["func long() -> Int {", "    var total = 0"] + (0..<500).map { "    total += \($0) // \"{\" (" }
            + ["    return total", "}", "print(long())"]).joined(separator: "\n") + "\n"
        batch("a 500-line function piped in", longFunction, [0], budget: 15, check: expectOutput("124750\n"))
        batch("20 resets", String(repeating: "print(1)\n:reset\n", count: 20), [0], budget: 60)

        // Files the shell writes never destroy what they point at.
        batch(
            ":save over an existing file without --force", "print(1)\n:save kept.swift\n", [2],
            files: ["kept.swift": Data("precious\n".utf8)]
        ) { outcome in
            var problems = contents(of: "kept.swift", in: outcome) == "precious\n" ? [] : ["the existing file was replaced"]
            if !outcome.stderr.contains("--force") { problems.append("the refusal does not mention --force: \(outcome.stderr)") }
            return problems
        }
        batch(
            ":save --force through a symbolic link", "print(1)\n:save link.swift --force\n", [0],
            files: ["target.swift": Data("old\n".utf8), "link.swift": Data("->target.swift".utf8)], mayWrite: ["target.swift"]
        ) { outcome in
            var problems: [String] = []
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: outcome.sandbox.appendingPathComponent("link.swift").path))
                == nil
            {
                problems.append("the link was replaced by a file")
            }
            if contents(of: "target.swift", in: outcome) != "print(1)\n" { problems.append("the link's target was not written") }
            return problems
        }
        batch(":save to a FIFO", "print(1)\n:save pipe --force\n", [2], budget: 10, files: ["pipe": nil])
        batch(":save to /dev/null", "print(1)\n:save /dev/null --force\n", [2])
        batch(":record twice", ":record first.txt\nprint(1)\n:record second.txt\nprint(2)\n:record off\n", [2], mayWrite: ["first.txt"]) {
            outcome in
            var problems: [String] = []
            let transcript = contents(of: "first.txt", in: outcome) ?? ""
            if !transcript.contains("print(1)") || !transcript.contains("print(2)") {
                problems.append("the first transcript lost entries: \(transcript)")
            }
            if FileManager.default.fileExists(atPath: outcome.sandbox.appendingPathComponent("second.txt").path) {
                problems.append("a second recording started")
            }
            return problems
        }
        batch(":record over an existing file", ":record kept.txt\nprint(1)\n", [2], files: ["kept.txt": Data("precious\n".utf8)]) {
            outcome in
            contents(of: "kept.txt", in: outcome) == "precious\n" ? [] : ["the existing file was replaced"]
        }
        batch(
            ":progress export over an existing file", ":progress export kept.json\n", [0, 2], files: ["kept.json": Data("precious\n".utf8)]
        ) { outcome in
            contents(of: "kept.json", in: outcome) == "precious\n" ? [] : ["the existing file was replaced"]
        }
        batch(":load a FIFO", ":load pipe\nprint(2)\n", [2], budget: 10, files: ["pipe": nil], check: expectOutput("2\n"))
        batch(
            ":load a 5 MB file", ":load big.swift\nprint(2)\n", [2],
            files: ["big.swift": Data(repeating: UInt8(ascii: "\n"), count: 5 << 20)]
        ) { outcome in
            outcome.stderr.contains("up to") ? [] : ["no size message: \(outcome.stderr)"]
        }
        batch(":load a directory", ":load .\n", [2])

        // A progress file that decodes but holds values no session writes is set aside, never obeyed.
        for (label, hints) in [("-1", "-1"), ("Int.max", "9223372036854775807")] {
            let progress =
                #"{"format":1,"lessons":{"00-tour":{"completedSteps":[1],"hintsUsed":{"1":\#(hints)},"solutionsShown":[],"currentStep":1}}}"#
            batch(
                "progress file with hintsUsed \(label)", ":progress\n:lesson 0\n:hint\n:lesson off\n", [0],
                files: ["state/reuselab/progress.json": Data(progress.utf8)], mayWrite: ["state/reuselab"]
            ) { outcome in
                outcome.stderr.contains("could not be read") ? [] : ["the bad file was not reported: \(outcome.stderr)"]
            }
            batch(
                "progress import with hintsUsed \(label)", ":progress import bad.json\n:progress\n", [0, 2],
                files: ["bad.json": Data(progress.utf8)], mayWrite: ["state/reuselab"]
            ) { outcome in
                outcome.stdoutText.contains("9223372036854775807") || outcome.stdoutText.contains("Progress imported")
                    ? ["the bad file was imported"] : []
            }
        }
        return cases
    }

    // MARK: - Checks

    static func expectOutput(_ expected: String) -> @Sendable (Outcome) -> [String] {
        { outcome in
            outcome.stdout == Data(expected.utf8)
                ? [] : ["stdout \(outcome.stdoutText.debugDescription), expected \(expected.debugDescription)"]
        }
    }

    static func noEscapesInStderr(_ outcome: Outcome) -> [String] {
        let raw = outcome.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
        return raw.isEmpty ? [] : ["control characters reached stderr raw: \(raw.map { String($0.value, radix: 16) })"]
    }

    static func contents(of path: String, in outcome: Outcome) -> String? {
        try? String(contentsOf: outcome.sandbox.appendingPathComponent(path), encoding: .utf8)
    }

    static func nib(element: String, customClass: String, identifier: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) reuseIdentifier="\(identifier)" id="hx1-aa-001" customClass="\(customClass)"/>
            </objects>
        </document>
        """
    }

    static func problems(_ hostileCase: Case, _ outcome: Outcome) -> [String] {
        var problems: [String] = []
        if outcome.timedOut {
            problems.append("no answer in \(Int(hostileCase.budget)) s")
        } else if !(0...4).contains(outcome.status) {
            problems.append("exit status \(outcome.status), not one of the five; stderr: \(outcome.stderr.suffix(500))")
        } else if !hostileCase.statuses.contains(outcome.status) {
            problems.append(
                "exit status \(outcome.status), expected \(hostileCase.statuses.sorted()); stderr: \(outcome.stderr.suffix(500))")
        }
        if outcome.peakResidentBytes > memoryBudgetBytes {
            problems.append("resident memory reached \(outcome.peakResidentBytes >> 20) MB")
        }
        if !outcome.timedOut, let check = hostileCase.check { problems += check(outcome) }
        return problems
    }

    // MARK: - Running one case

    /// Runs the case in a fresh sandbox and returns what happened with the problems found (checked
    /// before the sandbox is removed).
    static func run(_ hostileCase: Case) -> (Outcome, [String]) {
        let outcome = execute(hostileCase)
        defer { try? FileManager.default.removeItem(at: outcome.sandbox) }
        return (outcome, problems(hostileCase, outcome))
    }

    private static func execute(_ hostileCase: Case) -> Outcome {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reuselab-hostile-\(UUID().uuidString)", isDirectory: true)
        let failed = { (message: String) in
            Outcome(status: -1, stdout: Data(), stderr: message, seconds: 0, peakResidentBytes: 0, timedOut: false, sandbox: sandbox)
        }
        do {
            for folder in ["home", "state", "tmp"] {
                try FileManager.default.createDirectory(at: sandbox.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            var arguments: [String] = []
            var stdin = Data()
            switch hostileCase.mode {
            case .run(let source, let extra):
                let script = hostileCase.files.keys.first { $0.hasSuffix(".swift") } ?? "main.swift"
                if hostileCase.files[script] == nil { try Data(source.utf8).write(to: sandbox.appendingPathComponent(script)) }
                arguments = ["run", script] + extra
            case .batch(let text):
                stdin = Data(text.utf8)
            }
            for (path, contents) in hostileCase.files {
                let url = sandbox.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let contents {
                    if let target = String(data: contents, encoding: .utf8), target.hasPrefix("->") {
                        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: String(target.dropFirst(2)))
                    } else {
                        try contents.write(to: url)
                    }
                } else {
                    guard mkfifo(url.path, 0o600) == 0 else { return failed("mkfifo failed") }
                }
            }
            let before = snapshot(of: sandbox)
            var outcome = try execute(arguments: arguments, stdin: stdin, in: sandbox, budget: hostileCase.budget)
            outcome.sandbox = sandbox
            // Nothing written but what the input names (the state folder counts when named).
            let after = snapshot(of: sandbox)
            let changed = Set(after.filter { before[$0.key] != $0.value }.keys).union(before.keys.filter { after[$0] == nil })
            let allowed = hostileCase.mayWrite.union([preludeTreeCache])
            let unexpected = changed.filter { path in
                !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
            if !unexpected.isEmpty {
                outcome.stderr += "\n[hostile suite] wrote outside the named paths: \(unexpected.sorted())"
                outcome.status = -2
            }
            return outcome
        } catch {
            return failed("could not run: \(error)")
        }
    }

    /// Every file below `folder` with its size and modification time (links as links).
    /// Every start may keep the preludes' parsed trees here (README, Install): the one place a case writes unasked.
    static let preludeTreeCache = "home/.cache/reuselab/trees"

    static func snapshot(of folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            var info = stat()
            guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR { continue }
            result[path] = "\(info.st_mode) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        }
        return result
    }

    static func execute(arguments: [String], stdin: Data, in sandbox: URL, budget: TimeInterval) throws -> Outcome {
        let io = sandbox.appendingPathComponent("tmp")
        let inURL = io.appendingPathComponent(".stdin")
        let outURL = io.appendingPathComponent(".stdout")
        let errURL = io.appendingPathComponent(".stderr")
        try stdin.write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL)
        let errors = try FileHandle(forWritingTo: errURL)
        defer { for handle in [input, output, errors] { try? handle.close() } }

        let process = Process()
        process.executableURL = Locations.reuselabBinary
        process.arguments = arguments
        process.currentDirectoryURL = sandbox
        var environment = ProcessInfo.processInfo.environment
        for key in ["REUSELAB_HISTORY", "REUSELAB_STATE_DIR", "XDG_STATE_HOME"] { environment[key] = nil }
        environment["HOME"] = sandbox.appendingPathComponent("home").path
        environment["XDG_STATE_HOME"] = sandbox.appendingPathComponent("state").path
        environment["TMPDIR"] = io.path
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        let pid = process.processIdentifier
        var peak = 0
        var timedOut = false
        while finished.wait(timeout: .now() + 0.05) == .timedOut {
            peak = max(peak, residentBytes(of: pid))
            if Date().timeIntervalSince(start) > budget {
                timedOut = true
                kill(pid, SIGKILL)
                _ = finished.wait(timeout: .now() + 5)
                break
            }
        }
        let seconds = Date().timeIntervalSince(start)
        try? output.close()
        try? errors.close()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
        return Outcome(
            status: timedOut ? -1 : process.terminationStatus, stdout: stdout, stderr: stderr, seconds: seconds,
            peakResidentBytes: peak, timedOut: timedOut, sandbox: sandbox)
    }

    /// VmHWM (the peak) of a running process, from /proc; 0 when it cannot be read.
    static func residentBytes(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        return 0
    }
}
