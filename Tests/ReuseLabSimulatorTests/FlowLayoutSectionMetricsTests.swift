import XCTest

@testable import ReuseLabSimulator

/// Item frames of a flow layout from its own properties and from the delegate's per-section answers
/// (FlowLayout+SectionMetrics.swift).
final class FlowLayoutSectionMetricsTests: XCTestCase {
    private var keptAlive: [AnyObject] = []

    private func makeCollection(sections: Int, items: Int, layout: FlowLayout) -> CollectionView {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 200), layout: layout)
        collectionView.register(.class(FakeClass("Cell")), forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            .class(FakeClass("Header")), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        let dataSource = ItemsDataSource(sections: sections, items: items)
        dataSource.supplementaryIdentifier = "Header"
        keptAlive.append(dataSource)
        collectionView.dataSource = dataSource
        return collectionView
    }

    private func origin(_ collectionView: CollectionView, _ section: Int, _ item: Int) throws -> [Double]? {
        try collectionView.frameOfItem(at: IndexPath(item: item, section: section)).map { [$0.minX, $0.minY] }
    }

    private func hundredWideLayout() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 50)
        layout.minimumLineSpacing = 5
        return layout
    }

    func testTheLayoutsOwnPropertiesPlaceEverySection() throws {
        let layout = hundredWideLayout()
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = Size(width: 0, height: 30)
        // 280 points of line: 2 items fit (3 would need 320); the 80 left over make the gap.
        let collectionView = makeCollection(sections: 2, items: 3, layout: layout)
        XCTAssertEqual(try origin(collectionView, 0, 0), [20, 40])
        XCTAssertEqual(try origin(collectionView, 0, 1), [200, 40])
        XCTAssertEqual(try origin(collectionView, 0, 2), [20, 95])
        // Section 0 ends at 40 + 105 + 10 = 155; section 1's header, then its top inset.
        XCTAssertEqual(try origin(collectionView, 1, 0), [20, 195])
    }

    func testTheDelegatesAnswersReplaceThePropertiesSectionBySection() throws {
        let collectionView = makeCollection(sections: 3, items: 6, layout: hundredWideLayout())
        collectionView.sectionAnswersProvider = { section in
            FlowSectionAnswers(
                inset: section == 1 ? EdgeInsets(top: 20, left: 30, bottom: 20, right: 30) : nil,
                minimumLineSpacing: section == 2 ? 15 : nil,
                minimumInteritemSpacing: section == 2 ? 40 : nil,
                headerReferenceSize: Size(width: 0, height: section == 0 ? 0 : 30))
        }
        // Section 0 keeps the layout's metrics: three a line, lines 55 apart, 105 tall.
        XCTAssertEqual(try origin(collectionView, 0, 4), [110, 55])
        // Section 1: header 105…135, inset 20, two a line between insets of 30.
        XCTAssertEqual(try origin(collectionView, 1, 0), [30, 155])
        XCTAssertEqual(try origin(collectionView, 1, 3), [190, 210])
        // Section 1 ends at 155 + 160 + 20 = 335; section 2: header 30, two a line (40 between), lines 65 apart.
        XCTAssertEqual(try origin(collectionView, 2, 1), [220, 365])
        XCTAssertEqual(try origin(collectionView, 2, 2), [0, 430])
        XCTAssertEqual(collectionView.contentSize.height, 365 + 3 * 50 + 2 * 15)
    }

    func testHeadersShowOnlyWhereTheirHeightIsNotZeroAndAreReused() throws {
        let collectionView = makeCollection(sections: 3, items: 6, layout: hundredWideLayout())
        collectionView.sectionAnswersProvider = { section in
            FlowSectionAnswers(headerReferenceSize: Size(width: 0, height: section == 0 ? 0 : 30))
        }
        try collectionView.layoutIfNeeded()
        let header = CollectionView.elementKindSectionHeader
        XCTAssertNil(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        let first = try XCTUnwrap(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        collectionView.contentOffset = Point(x: 0, y: 250)
        try collectionView.layoutIfNeeded()
        let second = try XCTUnwrap(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)))
        XCTAssertTrue(first === second)
    }

    func testANewProviderAsksTheSectionsAgain() throws {
        let collectionView = makeCollection(sections: 1, items: 4, layout: hundredWideLayout())
        XCTAssertEqual(try origin(collectionView, 0, 3), [0, 55])
        var asked = 0
        collectionView.sectionAnswersProvider = { _ in
            asked += 1
            return FlowSectionAnswers(inset: EdgeInsets(top: 0, left: 110, bottom: 0, right: 0))
        }
        // 210 points of line: two a line from x = 110.
        XCTAssertEqual(try origin(collectionView, 0, 3), [220, 55])
        XCTAssertEqual(asked, 1)
    }
}
