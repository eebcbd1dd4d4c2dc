/// `==` and `<` on values of a generic parameter: allowed when the parameter is constrained to `Equatable`
/// (or `Hashable`) and `Comparable`, by its own clause (`<T: Comparable>`), a `where` clause, or the
/// constraints of a constrained extension (`extension Array where Element: Equatable`).
extension Checker {
    func genericParamCompares(_ type: SType, equality: Bool) -> Bool {
        let needed = equality ? "Equatable" : "Comparable"
        guard let proto = world.types[needed] else { return false }
        return world.conforms(type, to: proto)
    }
}
