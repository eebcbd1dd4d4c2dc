// Swift never writes == for a class: one that declares Equatable must write it.
final class CellModel: Equatable {
    var title = ""
}
// expect-error: type 'CellModel' does not conform to protocol 'Equatable'
// expect-note: automatic synthesis of 'Equatable' is not supported for class declarations
// expect-note: add stubs for conformance
