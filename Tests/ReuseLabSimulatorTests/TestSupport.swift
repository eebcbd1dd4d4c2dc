import Foundation
import XCTest

@testable import ReuseLabSimulator

// Foundation has its own IndexPath and Bundle; in these tests the names mean the Simulator's.
typealias IndexPath = ReuseLabSimulator.IndexPath
typealias Bundle = ReuseLabSimulator.Bundle

/// A class value, such as `MyCell.self`.
final class FakeClass: SimClass {
    let simClassName: String
    init(_ name: String) { simClassName = name }
}

/// A learner's view: a class name, an instance number, and state that survives reuse.
final class FakeView: SimView {
    let simClassName: String
    var simReuseIdentifier: String?
    let simInstanceNumber: Int
    let role: ViewRole?
    var text: String?
    var prepareForReuseCount = 0
    let liveness = Liveness()

    init(className: String, number: Int, role: ViewRole?, reuseIdentifier: String? = nil) {
        simClassName = className
        simInstanceNumber = number
        self.role = role
        simReuseIdentifier = reuseIdentifier
    }

    deinit { liveness.end() }
}

struct LearnerCrash: Error, Equatable {
    var message: String
}

/// Makes FakeViews, numbering them per session, and records what it was asked to do.
final class FakeHost: SimHost {
    private(set) var madeCount = 0
    private(set) var calls: [String] = []
    var failingInitializer: String?
    var failingPrepareForReuse = false
    /// learner class → UIKit superclass, for nib validation of `<view customClass=…>`.
    var superclasses: [String: String] = [:]

    func makeView(of cls: SimClass, role: ViewRole, reuseIdentifier: String) throws -> SimView {
        if cls.simClassName == failingInitializer { throw LearnerCrash(message: "init of \(cls.simClassName)") }
        madeCount += 1
        calls.append("init \(cls.simClassName) \(role) \(reuseIdentifier)")
        return FakeView(className: cls.simClassName, number: madeCount, role: role)
    }

    func makeView(fromNibObject object: IBObject, role: ViewRole, reuseIdentifier: String) throws -> SimView {
        madeCount += 1
        calls.append("nib \(object.className) \(role) \(reuseIdentifier)")
        return FakeView(className: object.className, number: madeCount, role: role)
    }

    func prepareForReuse(_ view: SimView) throws {
        if failingPrepareForReuse { throw LearnerCrash(message: "prepareForReuse") }
        calls.append("prepareForReuse \(view.simClassName)#\(view.simInstanceNumber)")
        (view as? FakeView)?.prepareForReuseCount += 1
    }

    func isClass(named className: String, subclassOf uikitClassName: String) -> Bool {
        superclasses[className] == uikitClassName
    }
}

/// A table data source whose rows dequeue `identifier` and label the cell "Row N".
final class RowsDataSource: TableViewDataSource {
    var sections: Int
    var rows: Int
    var identifier: String
    var provider: ((TableView, IndexPath) throws -> SimView?)?
    private(set) var cellRequests: [IndexPath] = []

    init(sections: Int = 1, rows: Int, identifier: String = "Cell") {
        self.sections = sections
        self.rows = rows
        self.identifier = identifier
    }

    func numberOfSections(in tableView: TableView) throws -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> SimView? {
        cellRequests.append(indexPath)
        if let provider { return try provider(tableView, indexPath) }
        let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? FakeView)?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A collection data source; supplementary views only when `supplementaryIdentifier` is set.
final class ItemsDataSource: CollectionViewDataSource {
    var sections: Int
    var items: Int
    var identifier = "Cell"
    var supplementaryIdentifier: String?
    var provider: ((CollectionView, IndexPath) throws -> SimView?)?
    private(set) var supplementaryRequests: [String] = []

    init(sections: Int = 1, items: Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in collectionView: CollectionView) throws -> Int { sections }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) throws -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> SimView? {
        if let provider { return try provider(collectionView, indexPath) }
        return try collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) throws -> SimView?? {
        guard let supplementaryIdentifier else { return nil }
        supplementaryRequests.append("\(kind) \(indexPath)")
        return .some(
            try collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: supplementaryIdentifier, for: indexPath))
    }
}

func makeSimulation(directory: URL = URL(fileURLWithPath: "/tmp/reuselab-no-such-bundle")) -> (Simulation, FakeHost) {
    let host = FakeHost()
    return (Simulation(host: host, bundle: Bundle(directory: directory)), host)
}

/// A fresh empty folder for bundle files.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-sim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The label of a view, `MyCell#3`.
func label(_ view: SimView?) -> String {
    guard let view else { return "nil" }
    return "\(view.simClassName)#\(view.simInstanceNumber)"
}

/// Asserts that `body` throws exactly `expected`.
func assertThrowsUIKit<T>(
    _ expected: UIKitException, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> T
) {
    do {
        _ = try body()
        XCTFail("expected \(expected.reason)", file: file, line: line)
    } catch let exception as UIKitException {
        XCTAssertEqual(exception, expected, file: file, line: line)
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
}

/// Interface Builder text for tests: a document with these elements in <objects> (after the two placeholders).
func xib(_ objects: String) -> Data {
    Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """.utf8)
}
