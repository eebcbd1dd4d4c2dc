/// `init<S: Sequence>(_ elements: S) where S.Element == Element` (`Set("hello")`, `Set(1...3)`): the
/// argument's elements fix the generic parameter the requirement names, as swiftc infers it.
extension Checker {
    func bindElementsOfSequenceArguments(_ generics: [GenericParam], _ bindings: inout [ObjectIdentifier: SType]) {
        for g in generics where g.collectionProtocol != nil {
            guard case .param(let fixed)? = g.sameTypes["Element"], bindings[ObjectIdentifier(fixed)] == nil,
                let bound = bindings[ObjectIdentifier(g)], let element = world.sequenceElement(of: bound), !element.isError
            else { continue }
            bindings[ObjectIdentifier(fixed)] = element
        }
    }
}
