import Foundation
import XCTest

@testable import ReuseLabSimulator

/// What `WellFormedXMLReader` reads, it reads as Foundation's `XMLParser` does; what it refuses goes to `XMLParser`,
/// so every error stays libxml2's. Compared on every Interface Builder file of the repository, on hand-made documents,
/// and on thousands of damaged copies of the real ones.
final class WellFormedXMLReaderTests: XCTestCase {
    private func read(_ text: String) -> XMLTree? {
        let data = Data(text.utf8)
        return data.withUnsafeBytes { WellFormedXMLReader.tree(of: $0.bindMemory(to: UInt8.self)) }
    }

    private func read(_ data: Data) -> XMLTree? {
        data.withUnsafeBytes { WellFormedXMLReader.tree(of: $0.bindMemory(to: UInt8.self)) }
    }

    /// Every .xib and .storyboard of the repository (goldens, lessons) and of the shared corpus when it is there.
    private var interfaceBuilderFiles: [URL] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = ["Tests/Golden", "Lessons", "../shared/corpus"].map { repository.appendingPathComponent($0) }
        return folders.flatMap { folder -> [URL] in
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
            return files.compactMap { $0 as? URL }.filter { ["xib", "storyboard"].contains($0.pathExtension) }
        }
    }

    func testEveryInterfaceBuilderFileIsReadAsFoundationReadsIt() throws {
        let files = interfaceBuilderFiles
        XCTAssertGreaterThanOrEqual(files.count, 10, "\(files)")
        for file in files {
            let data = try Data(contentsOf: file)
            let foundation = try XCTUnwrap(XMLTree.parsedByFoundation(data), file.path)
            // The plain form Interface Builder writes is never left to XMLParser: that is the point.
            XCTAssertEqual(read(data), foundation, file.path)
        }
    }

    func testWhatIsReadIsWhatFoundationReads() {
        let documents = [
            #"<document/>"#,
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a='1' b = \"two\" >\n</document>\n",
            #"<?xml version='1.0' standalone='yes'?><document><!-- a comment --><x/><?target data?></document><!-- after -->"#,
            "<document a=\"x&lt;y&gt;z&amp;&quot;&apos;\" b=\"&#65;&#x42;&#x1F600;\" c=\"é ü 字\"/>",
            "<document a=\"one\ttwo\nthree\r\nfour\rfive\" b=\"&#9;&#10;&#13;\"/>",
            "<document>text &amp; more > text<![CDATA[ <not> an element ]]><a>x</a>\r\n<b/></document>",
            "<document><a><a><a/></a></a><c-d e.f=\"1\" _g=\"2\"/></document>",
            "<document x=\"'\" y='\"'/>",
        ]
        for text in documents {
            let foundation = XMLTree.parsedByFoundation(Data(text.utf8))
            XCTAssertNotNil(foundation, text)
            XCTAssertEqual(read(text), foundation, text)
        }
        XCTAssertEqual(read("<document a=\"one\ttwo\nthree\r\nfour\"/>")?.attributes["a"], "one two three four")
        XCTAssertEqual(read("<document b=\"&#x1F600;&#10;\"/>")?.attributes["b"], "😀\n")
    }

    /// Refused, and so left to libxml2: not well-formed, or outside the plain form.
    func testWhatIsRefused() {
        let documents = [
            "", "   ", "<document>", "<document></other>", "<document a=1/>", "<document a=\"1\" a=\"2\"/>",
            "<document a=\"1\"b=\"2\"/>", "<document a=\"<\"/>", "<document a=\"&nbsp;\"/>", "<document a=\"&#0;\"/>",
            "<document>&unknown;</document>", "<document>]]></document>", "<document><!-- a -- b --></document>",
            "<document/><other/>", "<document/>text", "<!DOCTYPE document><document/>", "<ns:document/>",
            "<document xmlns=\"urn:x\"/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>",
            "<?xml version=\"1.1\"?><document/>", "<document><?xml version=\"1.0\"?></document>", " <?xml version=\"1.0\"?><document/>",
            "<document a=\"\u{1}\"/>", "<document>\u{1}</document>", "<1document/>", "<document a=\"1\"",
        ]
        for text in documents {
            XCTAssertNil(read(text), text)
        }
        // Invalid UTF-8, in an attribute and in text.
        XCTAssertNil(read(Data([0x3C, 0x64, 0x20, 0x61, 0x3D, 0x22, 0xFF, 0x22, 0x2F, 0x3E])))
        XCTAssertNil(read(Data(Array("<d>".utf8) + [0xC3] + Array("</d>".utf8))))
    }

    /// Damaged copies of the real files (a byte removed, added or changed): whatever the reader still reads, Foundation
    /// reads too, into the same tree.
    func testDamagedDocumentsAreReadAsFoundationReadsThemOrRefused() throws {
        let specials = Array("<>&;\"'=/!?-[]# \n\r\tax".utf8) + [0xC3, 0xFF, 0x00]
        var readCount = 0
        var refusedCount = 0
        for file in interfaceBuilderFiles {
            let original = Array(try Data(contentsOf: file))
            // Places spread over the file by a stride prime to its length (mostly), the same every run.
            for damage in 0..<150 {
                var bytes = original
                let index = (damage &* 7919 &+ 13) % bytes.count
                let special = specials[(damage / 3) % specials.count]
                switch damage % 3 {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(special, at: index)
                default: bytes[index] = special
                }
                let data = Data(bytes)
                guard let tree = read(data) else {
                    refusedCount += 1
                    continue
                }
                readCount += 1
                let damaged = String(decoding: bytes, as: UTF8.self)
                XCTAssertEqual(tree, XMLTree.parsedByFoundation(data), "\(file.lastPathComponent): \(damaged)")
            }
        }
        // Both ways were taken many times.
        XCTAssertGreaterThan(readCount, 100)
        XCTAssertGreaterThan(refusedCount, 100)
    }
}
