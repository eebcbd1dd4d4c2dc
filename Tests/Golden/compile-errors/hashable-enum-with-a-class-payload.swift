// An enum's == and hash(into:) are written for it only when every associated value is Equatable and Hashable.
final class Download {}

enum Row: Hashable {
    case title(String)
    case progress(Download, percent: Int)
}
// expect-error: type 'Row' does not conform to protocol 'Hashable'
// expect-note: associated value type 'Download' does not conform to protocol 'Hashable', preventing synthesized conformance of 'Row' to 'Hashable'
// expect-error: type 'Row' does not conform to protocol 'Equatable'
// expect-errors: 2
