import XCTest

@testable import ReuseLabSimulator

final class CollectionLayoutTests: XCTestCase {
    /// Data sources are weak in views, as in UIKit: the test keeps them alive.
    private var keptAlive: [AnyObject] = []

    private func makeCollection(items: Int, sections: Int = 1, layout: FlowLayout = FlowLayout())
        -> (Simulation, CollectionView, ItemsDataSource)
    {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        collectionView.register(.class(FakeClass("TitleCell")), forCellWithReuseIdentifier: "Cell")
        let dataSource = ItemsDataSource(sections: sections, items: items)
        keptAlive.append(dataSource)
        collectionView.dataSource = dataSource
        return (simulation, collectionView, dataSource)
    }

    func testDefaultFlowLayoutFillsLinesOfFive() throws {
        // (320 + 10) / (50 + 10) → 5 a line; lines every 60 points; 480 shows lines 0…7.
        let (_, collectionView, _) = makeCollection(items: 100)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0..<40))
        XCTAssertEqual(collectionView.cellsCreated, 40)
        XCTAssertEqual(collectionView.contentSize, Size(width: 320, height: 20 * 50 + 19 * 10))
    }

    func testScrollingReusesCells() throws {
        let (_, collectionView, _) = makeCollection(items: 100)
        try collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: 0, y: 60)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(5..<45))
        XCTAssertEqual(collectionView.cellsCreated, 40)
        XCTAssertEqual(collectionView.cellsReused, 5)
        XCTAssertEqual(label(collectionView.cellForItem(at: IndexPath(item: 40, section: 0))), "TitleCell#1")
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        try collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 1190 - 480)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last?.item, 99)
    }

    func testInsetsAndSpacingChangeItemsPerLine() throws {
        let layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 20, left: 20, bottom: 0, right: 20)
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumLineSpacing = 5
        // (320 − 40 + 10) / 110 → 2 a line; lines at 20, 125, 230, 335, 440 (the last one partly visible).
        let (_, collectionView, _) = makeCollection(items: 30, layout: layout)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0..<10))
    }

    func testFullLinesAreJustifiedBetweenTheInsets() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 50)
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        // 300 points of line: 3 items fit (80·3 + 10·2 ≤ 300); the 60 left over make two gaps of 30.
        let (_, collectionView, _) = makeCollection(items: 4, layout: layout)
        let xs = try (0..<4).map { try collectionView.frameOfItem(at: IndexPath(item: $0, section: 0))?.minX }
        XCTAssertEqual(xs, [10, 120, 230, 10])
        XCTAssertEqual(try collectionView.frameOfItem(at: IndexPath(item: 3, section: 0))?.minY, 60)
        XCTAssertNil(try collectionView.frameOfItem(at: IndexPath(item: 4, section: 0)))
    }

    func testTheLastLineKeepsTheColumnsOfAFullOne() throws {
        // 5 fit a line at pitch 67.5 (4 gaps share 70); 7 items leave two on the last line, under columns 0 and 1.
        let (_, collectionView, _) = makeCollection(items: 7)
        let xs = try (5..<7).map { try collectionView.frameOfItem(at: IndexPath(item: $0, section: 0))?.minX }
        XCTAssertEqual(xs, [0, 67.5])
        XCTAssertEqual(try collectionView.frameOfItem(at: IndexPath(item: 4, section: 0))?.maxX, 320)
    }

    func testAnItemAloneOnItsLineIsCentered() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 200, height: 50)
        layout.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let (_, collectionView, _) = makeCollection(items: 2, layout: layout)
        XCTAssertEqual(
            try collectionView.frameOfItem(at: IndexPath(item: 1, section: 0)),
            Rect(x: 20 + 50, y: 60, width: 200, height: 50))
    }

    func testLayoutChangesApplyAtTheNextLayoutPass() throws {
        let layout = FlowLayout()
        let (_, collectionView, _) = makeCollection(items: 100, layout: layout)
        try collectionView.layoutIfNeeded()
        layout.itemSize = Size(width: 320, height: 100)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0..<5))
    }

    func testHeadersAndFootersAreAskedForWhenVisible() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 320, height: 30)
        layout.footerReferenceSize = Size(width: 320, height: 20)
        let (_, collectionView, dataSource) = makeCollection(items: 10, sections: 3, layout: layout)
        collectionView.register(
            .class(FakeClass("HeaderView")), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Supplement")
        collectionView.register(
            .class(FakeClass("FooterView")), forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Supplement")
        dataSource.supplementaryIdentifier = "Supplement"
        try collectionView.layoutIfNeeded()
        // A section: header 30, two lines (0…110), footer 20 → 160 tall; 480 shows sections 0, 1 and 2 exactly.
        XCTAssertEqual(
            dataSource.supplementaryRequests,
            [
                "UICollectionElementKindSectionHeader [0, 0]", "UICollectionElementKindSectionFooter [0, 0]",
                "UICollectionElementKindSectionHeader [1, 0]", "UICollectionElementKindSectionFooter [1, 0]",
                "UICollectionElementKindSectionHeader [2, 0]", "UICollectionElementKindSectionFooter [2, 0]",
            ])
        XCTAssertEqual(collectionView.visibleCells.count, 30)
        XCTAssertEqual(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1))?.simClassName, "HeaderView")
        collectionView.contentOffset = Point(x: 0, y: 100)
        try collectionView.layoutIfNeeded()
        XCTAssertNil(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)))
        let queues = collectionView.simulation.snapshot().views.first?.queues
        XCTAssertEqual(queues?.map(\.identifier), ["Cell", "UICollectionElementKindSectionHeader Supplement"])
    }

    func testNoSupplementaryViewsWhenDataSourceHasNone() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        let (_, collectionView, dataSource) = makeCollection(items: 3, layout: layout)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(dataSource.supplementaryRequests, [])
        XCTAssertEqual(collectionView.visibleCells.count, 3)
    }

    func testMillionItemsInBigJumps() throws {
        let (_, collectionView, _) = makeCollection(items: 1_000_000)
        let start = Date()
        for step in 0..<200 {
            collectionView.contentOffset = Point(x: 0, y: Double(step) * 60_000)
            try collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(collectionView.cellsCreated, 40)
        XCTAssertEqual(try collectionView.numberOfItems(inSection: 0), 1_000_000)
        XCTAssertEqual(try collectionView.numberOfItems(inSection: 7), 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testAbsurdLayoutValuesDoNotTrap() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: -1, height: .nan)
        layout.minimumLineSpacing = -100
        layout.minimumInteritemSpacing = .infinity
        layout.sectionInset = EdgeInsets(top: .nan, left: 1e308, bottom: -1e308, right: 0)
        let (_, collectionView, dataSource) = makeCollection(items: Int.max, layout: layout)
        try collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: -1e300, y: 1e300)
        try collectionView.layoutIfNeeded()
        dataSource.items = -3
        try collectionView.reloadData()
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.count, 0)
    }

    func testCellRegistrationRegistersItselfOnFirstUse() throws {
        let (simulation, collectionView, _) = makeCollection(items: 0)
        let registration = simulation.makeCellRegistration(source: .class(FakeClass("TitleCell")))
        XCTAssertFalse(registration.createdInsideCellProvider)
        let cell = try collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 2, section: 0))
        _ = try collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 3, section: 0))
        XCTAssertEqual(cell.simClassName, "TitleCell")
        XCTAssertEqual(cell.simReuseIdentifier, registration.reuseIdentifier)
        XCTAssertEqual(
            simulation.snapshot().views.first?.registrations.last,
            RegistrationSnapshot(
                role: "cell", identifier: registration.reuseIdentifier,
                source: "registration \(registration.address)"))
        XCTAssertEqual(simulation.snapshot().views.first?.registrations.count, 2, "registered once")
    }

    func testCellRegistrationReusedAcrossScrolling() throws {
        let (simulation, collectionView, dataSource) = makeCollection(items: 100)
        let registration = simulation.makeCellRegistration(source: .class(FakeClass("TitleCell")))
        dataSource.provider = { collectionView, indexPath in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath)
        }
        try collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: 0, y: 600)
        try collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellsCreated, 40)
        XCTAssertEqual(collectionView.cellsReused, 40)
    }

    func testRegistrationMadeInsideTheCellProviderIsRefused() throws {
        let (simulation, collectionView, dataSource) = makeCollection(items: 3)
        var made: [CellRegistration] = []
        dataSource.provider = { collectionView, indexPath in
            let registration = simulation.makeCellRegistration(source: .class(FakeClass("TitleCell")))
            made.append(registration)
            return try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath)
        }
        do {
            try collectionView.layoutIfNeeded()
            XCTFail("expected an exception")
        } catch let exception as UIKitException {
            XCTAssertEqual(made.count, 1)
            XCTAssertEqual(made.first?.createdInsideCellProvider, true)
            XCTAssertEqual(
                exception,
                .internalInconsistency(
                    "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: \(made.first?.address ?? "")>"
                ))
        }
        XCTAssertFalse(simulation.isInsideCollectionCellProvider, "the depth unwinds after an exception")
        XCTAssertFalse(simulation.makeCellRegistration(source: .class(FakeClass("TitleCell"))).createdInsideCellProvider)
    }
}
