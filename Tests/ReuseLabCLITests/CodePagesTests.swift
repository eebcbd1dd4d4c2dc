import Foundation
import ReuseLabTestSupport
import XCTest

@testable import ReuseLabBench

/// `reuselab bench` says how much of its code is mapped in 2 MB pages, and `Scripts/cache-in-huge-pages` lays a
/// binary out in the page cache so that it is, leaving the file as it was.
final class CodePagesTests: XCTestCase {
    func testTheExecutablesCodeMappingsAreSummed() {
        let smaps = """
            00400000-02600000 r-xp 00000000 fd:00 5351887                            /opt/my tools/reuselab
            Size:              36864 kB
            Rss:               18672 kB
            FilePmdMapped:      6144 kB
            VmFlags: rd ex mr mw me
            02600000-02673000 r-xp 02200000 fd:00 5351887                            /opt/my tools/reuselab
            Rss:                 100 kB
            FilePmdMapped:         0 kB
            026736a0-06b90000 rw-p 022726a0 fd:00 5351887                            /opt/my tools/reuselab
            Rss:                9000 kB
            FilePmdMapped:      2048 kB
            7f0000000000-7f0000200000 r-xp 00000000 fd:00 12                         /usr/lib/libother.so
            Rss:                2048 kB
            FilePmdMapped:      2048 kB
            7ffc00000000-7ffc00021000 rw-p 00000000 00:00 0                          [stack]
            Rss:                  12 kB
            """
        let pages = CodePages.parse(smaps: smaps, executable: "/opt/my tools/reuselab")
        XCTAssertEqual(pages, CodePages(residentBytes: (18672 + 100) * 1024, hugePageBytes: 6144 * 1024))
        XCTAssertNil(CodePages.parse(smaps: smaps, executable: "/opt/reuselab"))
    }

    func testThisProcessesCodeIsFound() throws {
        #if os(Linux)
            let pages = try XCTUnwrap(CodePages.current())
            XCTAssertGreaterThan(pages.residentBytes, 0)
            XCTAssertLessThanOrEqual(pages.hugePageBytes, pages.residentBytes)
        #else
            throw XCTSkip("/proc/self/smaps is Linux's")
        #endif
    }

    /// The script rewrites the file in place: the same bytes, inode and modification time, so that `swift build`
    /// does not link it again.
    func testLayingOutABinaryLeavesTheFileAsItWas() throws {
        #if os(Linux)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("program")
            // 5 MB and a bit: two whole 2 MB pieces and a partial one.
            let bytes = (0..<(5 << 20) + 12345).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            try Data(bytes).write(to: file)
            let lastYear = Date(timeIntervalSince1970: 1_700_000_000.25)
            try FileManager.default.setAttributes([.modificationDate: lastYear, .posixPermissions: 0o755], ofItemAtPath: file.path)
            let before = try FileManager.default.attributesOfItem(atPath: file.path)

            let script = Locations.repositoryRoot.appendingPathComponent("Scripts/cache-in-huge-pages")
            let result = try ProcessRunner.run(script, [file.path], in: folder, timeout: 60)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")

            let after = try FileManager.default.attributesOfItem(atPath: file.path)
            XCTAssertEqual(try Data(contentsOf: file), Data(bytes))
            XCTAssertEqual(after[.systemFileNumber] as? Int, before[.systemFileNumber] as? Int)
            XCTAssertEqual(after[.modificationDate] as? Date, before[.modificationDate] as? Date)
            XCTAssertEqual(after[.posixPermissions] as? Int, 0o755)
            // Its copy is gone.
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["program"])
        #else
            throw XCTSkip("the script changes nothing elsewhere")
        #endif
    }
}
