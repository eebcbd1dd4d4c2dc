// A closure called where it is written may throw: `Int(text) ?? { throw … }()` takes `Int` from `??` and its error
// leaves through the call, which the `try` in front covers.
import Foundation

enum ImportError: Error { case notANumber(String), empty }

func quantity(from text: String) throws -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw ImportError.empty }
    return try Int(trimmed) ?? { throw ImportError.notANumber(trimmed) }()
}

for field in ["12", " 3 ", "dozen", ""] {
    do {
        print("quantity:", try quantity(from: field))
    } catch ImportError.notANumber(let text) {
        print("not a number:", text)
    } catch {
        print("other:", error)
    }
}

let fallback = (try? { () -> Int in throw ImportError.empty }()) ?? -1
print(fallback)
// expect: quantity: 12
// expect: quantity: 3
// expect: not a number: dozen
// expect: other: empty
// expect: -1
