import Foundation
import XCTest

/// Runs every golden script under `Tests/Golden` and every case of `../shared/corpus` through
/// `reuselab run`, and holds each to the expectations in its comments (see `Tests/Golden/README.md`).
/// Each script is its own activity and its own failure, named by its path.
final class GoldenScriptTests: XCTestCase {
    /// The golden set must stay broad: at least this many scripts.
    static let minimumGoldenScripts = 45

    func testGoldenScriptsExistAndAreWellFormed() throws {
        let cases = ScriptCase.golden()
        XCTAssertGreaterThanOrEqual(cases.count, Self.minimumGoldenScripts, "golden scripts under \(Locations.goldenDirectory.path)")
        for script in cases {
            let source = try String(contentsOf: script.url, encoding: .utf8)
            let expectations = Expectations(source: source)
            let firstLine = source.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            XCTAssertTrue(firstLine.hasPrefix("// "), "\(script.name): the first line must be a comment saying what the script teaches")
            let outcomes = [expectations.error, expectations.crash, expectations.limit].compactMap { $0 }
            XCTAssertLessThanOrEqual(outcomes.count, 1, "\(script.name): use at most one of expect-error, expect-crash, expect-limit")
            if expectations.error != nil {
                XCTAssertTrue(expectations.prints.isEmpty, "\(script.name): a script that must not compile cannot expect output")
            }
        }
    }

    func testGoldenScripts() throws {
        try runAll(ScriptCase.golden())
    }

    func testCorpus() throws {
        guard Locations.isDirectory(Locations.corpusDirectory) else {
            throw XCTSkip("the shared corpus is not at \(Locations.corpusDirectory.path); nothing to run")
        }
        try runAll(ScriptCase.corpus())
    }

    private func runAll(_ cases: [ScriptCase]) throws {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no reuselab executable at \(binary.path): build the package first")
            return
        }
        XCTAssertFalse(cases.isEmpty, "no scripts found")
        let outcomes: [Result<[String], Error>] = concurrentMap(cases) { script in
            Result {
                let expectations = try Expectations(contentsOf: script.url)
                let result = try script.runReuseLab(binary: binary)
                return problems(running: expectations, gave: result)
            }
        }
        var failed = 0
        for (script, outcome) in zip(cases, outcomes) {
            inActivity(named: script.name) {
                switch outcome {
                case .success(let found) where found.isEmpty:
                    break
                case .success(let found):
                    failed += 1
                    XCTFail("FAIL \(script.name)\n    " + found.joined(separator: "\n    "))
                case .failure(let error):
                    failed += 1
                    XCTFail("FAIL \(script.name): could not run it: \(error)")
                }
            }
        }
        print("\(cases.count - failed) passed, \(failed) failed")
    }
}
