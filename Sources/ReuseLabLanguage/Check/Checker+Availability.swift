import SwiftSyntax

/// `#available(iOS 15, *)` and `#unavailable(iOS 15)`: decided at compile time against the simulated
/// device, an iPhone on iOS 17.0. Other platforms' versions do not apply on iOS (the `*` does).
extension Checker {
    static let simulatedIOSVersion = [17, 0]

    func checkAvailability(_ a: AvailabilityConditionSyntax) -> Condition {
        var available = true
        for argument in a.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension",
                let version = restriction.version
            else { continue }
            let wanted = version.trimmedDescription.split(separator: ".").map { Int($0) ?? 0 }
            if wanted.lexicographicallyPrecedes(Checker.simulatedIOSVersion) || wanted == Checker.simulatedIOSVersion
                || wanted == Array(Checker.simulatedIOSVersion.prefix(wanted.count))
            {
                continue
            }
            available = false
        }
        let isUnavailable = a.availabilityKeyword.tokenKind == .poundUnavailable
        return .boolean(Expr(.boolLiteral(isUnavailable ? !available : available), world.bool, loc(a)))
    }
}
