import XCTest

@testable import ReuseLabSimulator

final class NibTests: XCTestCase {
    /// The corpus's MislabeledCell.xib, inline: its Identifier field says "SomethingElse".
    static let mislabeledCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="SomethingElse" id="KGk-i7-Jjw" customClass="MislabeledCell" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                    <point key="canvasLocation" x="132" y="132"/>
                </tableViewCell>
            </objects>
        </document>
        """

    func testParsesTopLevelObjectsWithoutPlaceholders() throws {
        let document = try NibDocument.parse(Data(Self.mislabeledCell.utf8))
        XCTAssertEqual(document.topLevelObjects.map(\.elementName), ["tableViewCell"])
        let cell = try XCTUnwrap(document.topLevelObjects.first)
        XCTAssertEqual(cell.id, "KGk-i7-Jjw")
        XCTAssertEqual(cell.customClass, "MislabeledCell")
        XCTAssertEqual(cell.reuseIdentifier, "SomethingElse")
        XCTAssertEqual(cell.uikitClassName, "UITableViewCell")
        XCTAssertEqual(cell.className, "MislabeledCell")
        XCTAssertEqual(cell.keyedObject("contentView")?.id, "H2p-sc-9uM", "the cell's content view, kept under its key")
    }

    func testParsesSubviewsOutletsActionsAndTheFilesOwner() throws {
        let document = try NibDocument.parse(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                            <connections><outlet property="root" destination="v1"/></connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <subviews>
                                <label text="Hello" tag="3" id="l1"><rect key="frame" x="8" y="8" width="100" height="21"/></label>
                                <button id="b1">
                                    <state key="normal" title="Tap"/>
                                    <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                                </button>
                            </subviews>
                            <constraints><constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" id="c1"/></constraints>
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </view>
                    </objects>
                </document>
                """.utf8))
        XCTAssertEqual(document.filesOwner?.customClass, "Owner")
        XCTAssertEqual(document.filesOwner?.outlets, [IBOutletConnection(property: "root", destination: "v1")])
        let root = try XCTUnwrap(document.topLevelObjects.first)
        XCTAssertEqual(root.subviews.map(\.elementName), ["label", "button"], "constraints are not views")
        XCTAssertEqual(root.attributes["frame"], "0.0 0.0 320 100")
        XCTAssertEqual(root.subviews[0].attributes["text"], "Hello")
        XCTAssertEqual(root.subviews[1].attributes["title"], "Tap", "a button's normal title comes from its <state>")
        XCTAssertEqual(root.subviews[1].actions, [IBActionConnection(selector: "tapped:", destination: "-1", eventType: "touchUpInside")])
        XCTAssertEqual(root.outlets, [IBOutletConnection(property: "titleLabel", destination: "l1")])
    }

    func testUIKitClassNamesOfElements() {
        XCTAssertEqual(IBObject(elementName: "view", id: "1").className, "UIView")
        XCTAssertEqual(IBObject(elementName: "collectionReusableView", id: "1").uikitClassName, "UICollectionReusableView")
        XCTAssertEqual(IBObject(elementName: "tableViewHeaderFooterView", id: "1").uikitClassName, "UITableViewHeaderFooterView")
        XCTAssertEqual(IBObject(elementName: "navigationController", id: "1").uikitClassName, "UINavigationController")
        XCTAssertEqual(IBObject(elementName: "customObject", id: "1").uikitClassName, "NSObject")
    }

    func testMalformedXMLThrowsAClearError() {
        XCTAssertThrowsError(try NibDocument.parse(Data("<document><objects>".utf8))) { error in
            guard let error = error as? InterfaceBuilderParseError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.description.contains("malformed XML"), error.description)
        }
        XCTAssertThrowsError(try NibDocument.parse(Data())) { error in
            XCTAssertEqual((error as? InterfaceBuilderParseError)?.problem, "malformed XML: the document is empty")
        }
        XCTAssertThrowsError(try NibDocument.parse(Data("<plist><dict/></plist>".utf8))) { error in
            XCTAssertEqual(
                (error as? InterfaceBuilderParseError)?.problem,
                "not an Interface Builder document: the root element is <plist>, expected <document>")
        }
        XCTAssertThrowsError(try StoryboardDocument.parse(Data("<document><scenes></document>".utf8)))
    }

    func testMalformedFileNamesItself() throws {
        let directory = try makeTemporaryDirectory()
        try Data("<document><objects></document>".utf8).write(to: directory.appendingPathComponent("Broken.xib"))
        let bundle = Bundle(directory: directory)
        XCTAssertThrowsError(try bundle.nib(named: "Broken")) { error in
            let error = error as? InterfaceBuilderParseError
            XCTAssertEqual(error?.file, "Broken.xib")
            XCTAssertTrue(error?.description.hasPrefix("Broken.xib:") ?? false)
        }
    }

    func testMissingNibFailsAtDequeueNotAtRegistration() throws {
        let directory = try makeTemporaryDirectory()
        let (simulation, _) = makeSimulation(directory: directory)
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(
            .nib(Nib(name: "GhostCell", bundle: simulation.bundle, simulation: simulation)), forCellReuseIdentifier: "GhostCell")
        assertThrowsUIKit(
            .internalInconsistency(
                "Could not load NIB in bundle: 'NSBundle <\(directory.standardizedFileURL.path)> (loaded)' with name 'GhostCell'")
        ) {
            try tableView.dequeueReusableCell(withIdentifier: "GhostCell", for: IndexPath(row: 0, section: 0))
        }
    }

    func testBundleDescriptionAndStoryboardMissing() {
        let bundle = Bundle(directory: URL(fileURLWithPath: "/tmp/some/app/"))
        XCTAssertEqual(bundle.description, "NSBundle </tmp/some/app> (loaded)")
        assertThrowsUIKit(
            .invalidArgument(
                "Could not find a storyboard named 'Main' in bundle NSBundle </tmp/some/app> (loaded)")
        ) {
            try bundle.storyboard(named: "Main")
        }
    }

    /// A folder given as a path (`reuselab run` gives the script's) is the folder a URL of it names: made absolute
    /// against the working directory, `.` and `..` resolved by the letters, and its files read the same way.
    func testAFolderGivenAsAPathIsTheOneItsURLNames() throws {
        let directory = try makeTemporaryDirectory()
        try xib(#"<view id="a" customClass="RootView"/>"#).write(to: directory.appendingPathComponent("RootView.xib"))
        let paths = [
            "/tmp/some/app/", "/tmp/some/app", "/tmp/./some//app/../app/", "/tmp/..", "/", ".", "./", "relative/../folder/",
            "../up", directory.path, directory.path + "/",
        ]
        for path in paths {
            let byPath = Bundle(folder: .path(path))
            let byURL = Bundle(directory: URL(fileURLWithPath: path, isDirectory: true))
            XCTAssertEqual(byPath.description, byURL.description, path)
            XCTAssertEqual(byPath.directory.path, byURL.directory.path, path)
        }
        let bundle = Bundle(folder: .path(directory.path + "/./"))
        XCTAssertEqual(try bundle.nib(named: "RootView").topLevelObjects.map(\.className), ["RootView"])
        XCTAssertThrowsError(try bundle.nib(named: "Absent"))
    }

    func testNibFromFileIsReadAndCached() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("NibCell.xib")
        try xib(#"<tableViewCell reuseIdentifier="NibCell" id="a" customClass="NibCell"/>"#).write(to: file)
        let (simulation, host) = makeSimulation(directory: directory)
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.nib(Nib(name: "NibCell", bundle: simulation.bundle, simulation: simulation)), forCellReuseIdentifier: "NibCell")
        let cell = try tableView.dequeueReusableCell(withIdentifier: "NibCell", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.simClassName, "NibCell")
        XCTAssertEqual(cell.simReuseIdentifier, "NibCell")
        XCTAssertEqual(host.calls, ["nib NibCell tableCell NibCell"])
        try FileManager.default.removeItem(at: file)
        XCTAssertNoThrow(try tableView.dequeueReusableCell(withIdentifier: "NibCell"), "parsed once, then cached")
    }

    func testDotNibFileHoldingXMLIsFound() throws {
        let directory = try makeTemporaryDirectory()
        try xib(#"<view id="a" customClass="RootView"/>"#).write(to: directory.appendingPathComponent("RootView.nib"))
        let bundle = Bundle(directory: directory)
        XCTAssertEqual(try bundle.nib(named: "RootView").topLevelObjects.map(\.className), ["RootView"])
    }

    func testInMemoryNibWinsOverFile() throws {
        let directory = try makeTemporaryDirectory()
        try xib(#"<tableViewCell id="a" customClass="FromFile"/>"#).write(to: directory.appendingPathComponent("Cell.xib"))
        let bundle = Bundle(directory: directory)
        bundle.defineNib(
            named: "Cell",
            document: NibDocument(topLevelObjects: [IBObject(elementName: "tableViewCell", id: "m", customClass: "FromMemory")]))
        XCTAssertEqual(try bundle.nib(named: "Cell").topLevelObjects.first?.className, "FromMemory")
    }

    private func dequeueTableCell(
        fromNib objects: String, identifier: String = "Cell",
        host superclasses: [String: String] = [:]
    ) throws -> SimView {
        let (simulation, host) = makeSimulation()
        host.superclasses = superclasses
        simulation.bundle.defineNib(named: "N", document: try NibDocument.parse(xib(objects)))
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.nib(Nib(name: "N", bundle: simulation.bundle, simulation: simulation)), forCellReuseIdentifier: identifier)
        return try tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    func testTableNibIdentifierMismatchUsesUIKitsTypo() throws {
        let (simulation, _) = makeSimulation()
        simulation.bundle.defineNib(named: "MislabeledCell", document: try NibDocument.parse(Data(Self.mislabeledCell.utf8)))
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(
            .nib(Nib(name: "MislabeledCell", bundle: simulation.bundle, simulation: simulation)),
            forCellReuseIdentifier: "MislabeledCell")
        assertThrowsUIKit(
            .internalInconsistency(
                "cell reuse indentifier in nib (SomethingElse) does not match the identifier used to register the nib (MislabeledCell)")
        ) {
            try tableView.dequeueReusableCell(withIdentifier: "MislabeledCell", for: IndexPath(row: 0, section: 0))
        }
    }

    func testEmptyOrMissingNibIdentifierIsAccepted() throws {
        XCTAssertEqual(try dequeueTableCell(fromNib: #"<tableViewCell id="a" customClass="InfoCell"/>"#).simReuseIdentifier, "Cell")
        XCTAssertEqual(
            try dequeueTableCell(fromNib: #"<tableViewCell id="a" reuseIdentifier="" customClass="InfoCell"/>"#).simClassName, "InfoCell")
    }

    func testTableNibWithTwoCellsIsInvalid() {
        let reason =
            "invalid nib registered for identifier (tab_SGMineDetailsItem) - nib must contain exactly one top level object which must be a UITableViewCell instance"
        assertThrowsUIKit(.internalInconsistency(reason)) {
            try self.dequeueTableCell(fromNib: #"<tableViewCell id="a"/><tableViewCell id="b"/>"#, identifier: "tab_SGMineDetailsItem")
        }
        assertThrowsUIKit(.internalInconsistency(reason.replacingOccurrences(of: "tab_SGMineDetailsItem", with: "Cell"))) {
            try self.dequeueTableCell(fromNib: #"<view id="a" customClass="NotACell"/>"#)
        }
        assertThrowsUIKit(.internalInconsistency(reason.replacingOccurrences(of: "tab_SGMineDetailsItem", with: "Cell"))) {
            try self.dequeueTableCell(fromNib: "")
        }
    }

    func testPlainViewWithCellSubclassIsAccepted() throws {
        let cell = try dequeueTableCell(
            fromNib: #"<view id="a" customClass="CodeCell"/>"#,
            host: ["CodeCell": "UITableViewCell"])
        XCTAssertEqual(cell.simClassName, "CodeCell")
    }

    func testCollectionNibChecks() throws {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: .zero, layout: FlowLayout())
        simulation.bundle.defineNib(named: "Two", document: try NibDocument.parse(xib(#"<collectionViewCell id="a"/><view id="b"/>"#)))
        simulation.bundle.defineNib(
            named: "Titled",
            document: try NibDocument.parse(
                xib(
                    #"<collectionReusableView id="a" reuseIdentifier="JSQDataSourcesKit.TitledCollectionReusableView"/>"#)))
        simulation.bundle.defineNib(
            named: "Good",
            document: try NibDocument.parse(
                xib(
                    #"<collectionViewCell id="a" reuseIdentifier="CollectionViewCell" customClass="CollectionViewCell"/>"#)))
        collectionView.register(
            .nib(Nib(name: "Two", bundle: simulation.bundle, simulation: simulation)), forCellWithReuseIdentifier: "cell")
        collectionView.register(
            .nib(Nib(name: "Titled", bundle: simulation.bundle, simulation: simulation)),
            forSupplementaryViewOfKind: "UICollectionElementKindSectionHeader",
            withReuseIdentifier: "TitledCollectionReusableView")
        collectionView.register(
            .nib(Nib(name: "Good", bundle: simulation.bundle, simulation: simulation)),
            forCellWithReuseIdentifier: "CollectionViewCell")
        let origin = IndexPath(item: 0, section: 0)
        assertThrowsUIKit(
            .internalInconsistency(
                "invalid nib registered for identifier (cell) - nib must contain exactly one top level object which must be a UICollectionReusableView instance"
            )
        ) {
            try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: origin)
        }
        assertThrowsUIKit(
            .internalInconsistency(
                "view reuse identifier in nib (JSQDataSourcesKit.TitledCollectionReusableView) does not match the identifier used to register the nib (TitledCollectionReusableView)"
            )
        ) {
            try collectionView.dequeueReusableSupplementaryView(
                ofKind: "UICollectionElementKindSectionHeader",
                withReuseIdentifier: "TitledCollectionReusableView", for: origin)
        }
        XCTAssertEqual(
            try collectionView.dequeueReusableCell(withReuseIdentifier: "CollectionViewCell", for: origin).simClassName,
            "CollectionViewCell")
    }

    func testHeaderFooterNibChecks() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        simulation.bundle.defineNib(named: "Cellish", document: try NibDocument.parse(xib(#"<tableViewCell id="a"/>"#)))
        simulation.bundle.defineNib(
            named: "Header",
            document: try NibDocument.parse(
                xib(
                    #"<tableViewHeaderFooterView id="a" reuseIdentifier="Header" customClass="SectionHeader"/>"#)))
        tableView.register(
            .nib(Nib(name: "Cellish", bundle: simulation.bundle, simulation: simulation)), forHeaderFooterViewReuseIdentifier: "Bad")
        tableView.register(
            .nib(Nib(name: "Header", bundle: simulation.bundle, simulation: simulation)), forHeaderFooterViewReuseIdentifier: "Header")
        assertThrowsUIKit(
            .internalInconsistency(
                "invalid nib registered for identifier (Bad) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance"
            )
        ) {
            try tableView.dequeueReusableHeaderFooterView(withIdentifier: "Bad")
        }
        XCTAssertEqual(try tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")?.simClassName, "SectionHeader")
    }
}
