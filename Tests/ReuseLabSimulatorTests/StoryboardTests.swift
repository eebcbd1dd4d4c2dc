import XCTest

@testable import ReuseLabSimulator

final class StoryboardTests: XCTestCase {
    /// The shape of the corpus's CustomVC.storyboard.
    static func storyboard(initial: String?) -> Data {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701"\(initialAttribute)>
                <scenes>
                    <!--Custom View Controller-->
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" customClass="CustomVC" customModule="Demo" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="130" y="-27"/>
                    </scene>
                    <scene sceneID="Qf3-pa-1Xa">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Zx9-4d-Qa2" sceneMemberID="firstResponder"/>
                            <tableViewController storyboardIdentifier="SecondaryVC" id="Ydn-8c-2Qe" customClass="SecondaryVC" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="nav">
                        <objects>
                            <navigationController id="N1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
    }

    func testScenesAndInitialViewController() throws {
        let document = try StoryboardDocument.parse(Self.storyboard(initial: "BYZ-38-t0r"))
        XCTAssertEqual(document.initialViewControllerID, "BYZ-38-t0r")
        XCTAssertEqual(document.scenes.map(\.className), ["CustomVC", "SecondaryVC", "UINavigationController"])
        XCTAssertEqual(document.scenes.map(\.uikitClassName), ["UIViewController", "UITableViewController", "UINavigationController"])
        XCTAssertEqual(document.initialViewController?.className, "CustomVC")
        XCTAssertEqual(document.viewController(withIdentifier: "SecondaryVC")?.id, "Ydn-8c-2Qe")
        XCTAssertNil(document.viewController(withIdentifier: "secondaryVC"))
    }

    func testStoryboardWithoutInitialViewController() throws {
        let document = try StoryboardDocument.parse(Self.storyboard(initial: nil))
        XCTAssertNil(document.initialViewControllerID)
        XCTAssertNil(document.initialViewController)
        XCTAssertEqual(document.scenes.count, 3)
    }

    func testStoryboardFromBundleFile() throws {
        let directory = try makeTemporaryDirectory()
        try Self.storyboard(initial: "BYZ-38-t0r").write(to: directory.appendingPathComponent("CustomVC.storyboard"))
        let bundle = Bundle(directory: directory)
        XCTAssertEqual(try bundle.storyboard(named: "CustomVC").initialViewController?.className, "CustomVC")
        bundle.defineStoryboard(named: "Memory", document: StoryboardDocument(initialViewControllerID: nil, scenes: []))
        XCTAssertEqual(try bundle.storyboard(named: "Memory").scenes, [])
    }
}
