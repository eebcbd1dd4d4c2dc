import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The prelude's UIKit and the declaration-only UIKit module the differential test gives swiftc must not
/// drift apart: every member the prelude simulates must be declared there too, under the same name and
/// labels (on the type or a superclass), or golden scripts using it could not be checked by the real compiler.
final class UIKitSurfaceDriftTests: XCTestCase {
    /// Types Foundation provides to the declaration module (CGRect, IndexPath, NSObject, Bundle …): only their
    /// UIKit additions are declared there, so the prelude's own versions are not compared.
    private let foundationTypes: Set<String> = [
        "CGPoint", "CGSize", "CGRect", "IndexPath", "NSObject", "NSObjectProtocol", "NSCoder", "Bundle",
    ]

    /// Prelude members with no counterpart on purpose, each with the reason.
    private let allowed: Set<String> = [
        "UIColor.var description",  // NSObject's description on iOS; Foundation's NSObject declares it on Linux.
        "CGColor.init(_color:)",  // how the prelude ties a CGColor to its UIColor.
        "UIImage.init(_named:)",
        "UIFont.init(_name:size:)",
        "UIColor.init(_systemName:red:green:blue:)",
        "NSLayoutAnchor.init(_item:attribute:)",
        "UIAction.var handler",  // private to UIKit on iOS; the prelude's UIControl calls it.
        "UIListContentConfiguration.init(_style:)",  // how the prelude makes cell(), subtitleCell() …
        "UIListContentConfiguration.TextProperties.init()",
        "UIListContentConfiguration.ImageProperties.init()",
        "UICellAccessory.init(_name:)",
        "UICellConfigurationState.init(_selected:highlighted:editing:)",  // the cells make their state.
        "NSCollectionLayoutDimension.init(_kind:dimension:)",  // how fractionalWidth(_:), absolute(_:) … are made.
        "NSCollectionLayoutSpacing.init(_spacing:flexible:)",
        "NSCollectionLayoutGroup.init(_layoutSize:vertical:subitems:count:)",
        "NSCollectionLayoutSupplementaryItem.init(_layoutSize:elementKind:)",
        "UICollectionViewCompositionalLayout.init(_listHeaders:)",
        // The environment a section provider is given: UIKit's is a private class behind the protocols.
        "_LayoutContainer.init(_:)", "_LayoutContainer.var contentSize", "_LayoutContainer.var effectiveContentSize",
        "_LayoutContainer.var contentInsets", "_LayoutContainer.var effectiveContentInsets",
        "_LayoutEnvironment.init(_:)", "_LayoutEnvironment.var container",
        "_DiffableDataSourceState.init()",  // what both diffable data sources share (not UIKit API).
        "UIBackgroundConfiguration.init(_style:backgroundColor:)",  // how listPlainCell() … are made (not UIKit API).
        "UITraitCollection.init(_style:horizontal:vertical:idiom:scale:)",  // how the simulated iPhone's traits are made.
    ]

    func testEveryPreludeMemberIsDeclaredForSwiftc() throws {
        let declarations = try String(contentsOf: declarationModule, encoding: .utf8)
        let declared = DeclarationSurface(source: declarations)
        let prelude = DeclarationSurface.prelude
        var missing: [String] = []
        for key in prelude.members.sorted() where !allowed.contains(key) {
            guard
                let dot = key.range(of: ".", options: .backwards, range: key.startIndex..<(key.range(of: " ")?.lowerBound ?? key.endIndex))
            else { continue }
            let type = String(key[..<dot.lowerBound])
            let member = String(key[dot.upperBound...])
            if foundationTypes.contains(type) || foundationTypes.contains(String(type.prefix { $0 != "." })) { continue }
            if !declared.has(member, on: type) { missing.append(key) }
        }
        XCTAssertEqual(missing, [], "declare these in Tests/DeclarationModules/UIKit.swift with their real signatures")
    }

    private var declarationModule: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DeclarationModules/UIKit.swift")
    }
}
