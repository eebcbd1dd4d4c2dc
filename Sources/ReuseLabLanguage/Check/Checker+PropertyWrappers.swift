import SwiftSyntax

/// Property wrappers (`@Clamped var volume`, `@Published var items`, `@UserDefault("key") var name`) are valid
/// Swift that ReuseLab does not run yet: the property would read and write through the wrapper's `wrappedValue`,
/// and running it as a plain stored property would be a silent difference. The boundary is drawn at the attribute.
/// Attributes that are not wrappers (UIKit's `@IBOutlet`, `@objc`, `@MainActor`, `@available` …) stay inert.
extension Checker {
    /// Capitalised attributes that are not property wrappers: Interface Builder's, Objective-C's and the main actor.
    static let attributesThatAreNotWrappers: Set<String> = [
        "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "IBDesignable", "GKInspectable", "NSManaged",
        "NSCopying", "MainActor", "UIApplicationMain", "NSApplicationMain", "Sendable",
    ]

    /// Reports each property wrapper among a variable's attributes, once, at the attribute.
    func rejectPropertyWrappers(_ attributes: AttributeListSyntax) {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                name.first?.isUppercase == true, !Checker.attributesThatAreNotWrappers.contains(name)
            else { continue }
            error(Diagnostics.propertyWrapperUnsupported(name), at: attribute)
        }
    }
}
