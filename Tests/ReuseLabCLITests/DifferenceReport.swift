import XCTest

/// Reports what a differential test found, one failure a script that differs, headed by `verdict`
/// (`DIFFERS`, `RUNS DIFFERENTLY`) so that both differential tests read alike.
func reportDifferences(_ outcomes: [(name: String, outcome: Result<[String], Error>)], verdict: String) {
    for (name, outcome) in outcomes {
        inActivity(named: name) {
            switch outcome {
            case .success(let found) where found.isEmpty:
                break
            case .success(let found):
                XCTFail("\(verdict) \(name)\n    " + found.joined(separator: "\n    "))
            case .failure(let error):
                XCTFail("\(verdict) \(name): could not compare: \(error)")
            }
        }
    }
}
