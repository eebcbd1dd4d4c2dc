extension LibraryTypeCatalog {
    /// The real overloads of `Type.name` (`Calendar.dateComponents`), each with its argument labels (`_` for none).
    static func signatures(named base: String) -> [(spelled: String, labels: [String])] {
        signaturesByBase[base] ?? []
    }

    private static let signaturesByBase: [String: [(spelled: String, labels: [String])]] = {
        var found: [String: [(spelled: String, labels: [String])]] = [:]
        for signature in signatures {
            guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { continue }
            let inside = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
            let labels = inside.split(separator: ":").map(String.init)
            found[String(signature[..<open]), default: []].append((signature, labels))
        }
        // Fewest labels first, so that a call names the nearest overload that takes its labels.
        return found.mapValues { $0.sorted { $0.labels.count < $1.labels.count } }
    }()
}
