import SwiftSyntax

extension SyntaxCollection {
    /// The collection's elements, for the loops the checker runs over every member of every prelude type.
    /// `for member in members` goes through swift-syntax's iterator, which is generic across the module boundary
    /// and so unspecialized: its cast asked the Swift runtime for `Optional<Element>`'s metadata at each
    /// element (3 % of a UIKit script's `run`). Here each child is made by its own type's initializer.
    var elementsInOrder: SyntaxElements<Self> { SyntaxElements(children(viewMode: .sourceAccurate).makeIterator()) }
}

/// The iterator of `elementsInOrder`.
struct SyntaxElements<Collection: SyntaxCollection>: Sequence, IteratorProtocol {
    private var children: SyntaxChildren.Iterator

    fileprivate init(_ children: SyntaxChildren.Iterator) { self.children = children }

    mutating func next() -> Collection.Element? {
        guard let child = children.next() else { return nil }
        // A collection's children are its elements: swift-syntax's own iterator force-casts them too.
        return Collection.Element(child)!
    }
}

extension Optional where Wrapped: SyntaxCollection {
    /// The elements of a collection that may be absent (`(clause?.inheritedTypes).elementsOrNone`), none when it
    /// is. `clause?.inheritedTypes ?? []` made an empty collection for each absent one: a new node in an arena of
    /// its own, about 10,000 instructions each time (1.5 M of a `run` of a corpus script, most of them for the
    /// preludes' types and extensions that inherit nothing).
    var elementsOrNone: [Wrapped.Element] {
        guard let collection = self else { return [] }
        return Array(collection.elementsInOrder)
    }
}
