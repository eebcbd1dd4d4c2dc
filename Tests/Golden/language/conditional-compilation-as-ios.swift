// A library file wrapped in #if canImport(UIKit): ReuseLab compiles as Xcode does for the iOS simulator in a Debug build.
#if canImport(UIKit)
import UIKit

#if os(iOS) && targetEnvironment(simulator)
let platform = "iOS simulator"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif

final class BadgeCell: UITableViewCell {
    #if DEBUG
    static let identifier = "BadgeCell-debug"
    #else
    static let identifier = "BadgeCell"
    #endif

    func describe() -> String {
        #if canImport(SwiftUI)
        return "SwiftUI"
        #elseif canImport(Foundation) && !canImport(AppKit)
        return "UIKit cell \(Self.identifier)"
        #endif
    }
}

print(platform)
print(BadgeCell(style: .default, reuseIdentifier: nil).describe())
#if arch(arm64) && swift(>=6.0) && compiler(>=6.3) && !swift(>=6.4)
print("arm64, Swift 6.3")
#endif
#else
print("no UIKit")
#endif
// expect: iOS simulator
// expect: UIKit cell BadgeCell-debug
// expect: arm64, Swift 6.3
