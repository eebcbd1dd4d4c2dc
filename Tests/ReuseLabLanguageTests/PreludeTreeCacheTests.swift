import Foundation
@_spi(RawSyntax) import SwiftSyntax
import XCTest

@testable import ReuseLabLanguage

/// The preludes' folded trees are kept on disk (`PreludeTreeCache`, `SyntaxTreeCodec`): a tree read back must be
/// the tree parsing and folding makes, node for node, and a file that is not exactly what this binary wrote
/// must be refused for a parse, never trusted and never a trap.
final class PreludeTreeCacheTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("prelude-trees-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Every prelude as a session loads it, and every file of the prelude library on its own (the preludes may
    /// be split into smaller units).
    private var preludes: [(name: String, source: String)] {
        [("Swift", SwiftPrelude.source), ("UIKit", UIKitPrelude.source), ("Reusable", ReusablePrelude.source)]
            + EmbeddedPreludeLibrary.files.map { ($0.path, $0.contents) }
    }

    /// Code a prelude does not hold but a future one might: operators of every precedence, casts, ternaries,
    /// closures, comments of each kind, string interpolation and multi-line strings, `#if`, tabs, CRLF, non-ASCII.
    private let assortedSource = """
        // A line comment\r\n/* a block */ /// doc
        import Foundation
        #if DEBUG
        let x = 1 + 2 * 3 - 4 / 5 % 6 << 1 & 7 | 8 ^ 9
        #else
        let x = 0
        #endif
        let y = x > 3 && x < 9 || !(x == 4) ? x as Int : (x is Int ? 1 : 2)
        var s = "café \\(x + 1) \\("nested \\(y)")"
        let m = \"\"\"
            many \\(s)
            lines
            \"\"\"
        \tlet f: (Int) -> Int = { $0 ?? 0 + 1 }
        let r = 1...5, h = 1..<3
        s += "!" ; let z = try? JSONDecoder().decode([String: Int].self, from: Data())
        func g<T: Equatable>(_ a: T, _ b: T) -> Bool where T: Hashable { a == b && a != b }

        """

    // MARK: The codec

    func testEveryPreludeReadBackIsTheParsedAndFoldedTree() throws {
        for (name, source) in preludes {
            let parsed = PreludeTrees.parseAndFoldNow(source)
            let payload = try XCTUnwrap(SyntaxTreeCodec.encode(parsed, source: source), "\(name) could not be stored")
            let decoded = try XCTUnwrap(payload.withUnsafeBytes { SyntaxTreeCodec.decode($0, source: source) }, "\(name) was refused")
            assertSameTree(decoded, parsed, name)
        }
    }

    func testAssortedCodeReadBackIsTheParsedAndFoldedTree() throws {
        let parsed = PreludeTrees.parseAndFoldNow(assortedSource)
        let payload = try XCTUnwrap(SyntaxTreeCodec.encode(parsed, source: assortedSource))
        let decoded = try XCTUnwrap(payload.withUnsafeBytes { SyntaxTreeCodec.decode($0, source: assortedSource) })
        assertSameTree(decoded, parsed, "assorted")
        // Folding happened and survived the trip: no sequence of operators is left.
        XCTAssertFalse(decoded.description.isEmpty)
        XCTAssertFalse(allNodes(Syntax(decoded)).contains { $0.kind == .sequenceExpr })
        XCTAssertTrue(allNodes(Syntax(decoded)).contains { $0.kind == .infixOperatorExpr })
    }

    /// A read tree leaves out the statements of every function, initializer and deinitializer body that has some,
    /// keeping their text (so every later node keeps its position); the whole declaration, read on first use,
    /// is the parsed one, at the same position, in a tree a prelude's module lookups count as that prelude's.
    func testFunctionBodiesAreLeftOutUntilFirstAsked() throws {
        let source = UIKitPrelude.core
        let parsed = PreludeTrees.parseAndFoldNow(source)
        let payload = try XCTUnwrap(SyntaxTreeCodec.encode(parsed, source: source))
        let read = try XCTUnwrap(payload.withUnsafeBytes { SyntaxTreeCodec.decode($0, source: source) })
        let parsedBodies = allNodes(Syntax(parsed)).filter { $0.is(CodeBlockSyntax.self) && $0.parent?.is(FunctionDeclSyntax.self) == true }
        // The types' members read, as the checker reads them before it checks a body.
        let readBodies = allNodes(Syntax(read), expanding: DeferredBodies.memberKinds).filter {
            $0.is(CodeBlockSyntax.self) && $0.parent?.is(FunctionDeclSyntax.self) == true
        }
        XCTAssertEqual(readBodies.count, parsedBodies.count)
        let leftOut = readBodies.filter { $0.as(CodeBlockSyntax.self)?.statements.isEmpty == true }
        XCTAssertGreaterThan(leftOut.count, parsedBodies.count / 2, "most bodies wait")
        XCTAssertLessThan(
            allNodes(Syntax(read), expanding: DeferredBodies.memberKinds).count, allNodes(Syntax(parsed)).count * 4 / 5,
            "a fifth of the nodes or more wait")
        for (readBody, parsedBody) in zip(readBodies, parsedBodies) {
            let declaration = try XCTUnwrap(readBody.parent)
            XCTAssertEqual(declaration.description, parsedBody.parent?.description)
            guard let whole = DeferredBodies.shared.whole(declaration) else {
                XCTAssertEqual(
                    readBody.as(CodeBlockSyntax.self)?.statements.isEmpty, parsedBody.as(CodeBlockSyntax.self)?.statements.isEmpty)
                continue
            }
            XCTAssertEqual(whole.position, declaration.position)
            XCTAssertEqual(whole.description, declaration.description)
            XCTAssertEqual(whole.as(FunctionDeclSyntax.self)?.body?.statements.count, parsedBody.as(CodeBlockSyntax.self)?.statements.count)
            XCTAssertEqual(DeferredBodies.shared.preludeRoot(of: whole.root.id), Syntax(read).id)
            XCTAssertEqual(DeferredBodies.shared.whole(declaration)?.id, whole.id, "decoded once, then kept")
        }
        // A tree that was parsed, not read, has every body.
        XCTAssertNil(DeferredBodies.shared.whole(try XCTUnwrap(parsedBodies.first?.parent)))
    }

    /// A read tree leaves out the members of every type and extension that has some and declares no type or alias
    /// among them (the checker's first passes read those), keeping their text. It lists them instead, each with the
    /// names a lookup finds it by, and each member, read on first use from its own record, is the parsed one at the
    /// same position, its function's body left out in turn.
    func testMembersOfTypesAreListedAndReadOneByOne() throws {
        let source = UIKitPrelude.core
        let parsed = PreludeTrees.parseAndFoldNow(source)
        let payload = try XCTUnwrap(SyntaxTreeCodec.encode(parsed, source: source))
        let read = try XCTUnwrap(payload.withUnsafeBytes { SyntaxTreeCodec.decode($0, source: source) })
        let parsedGroups = allNodes(Syntax(parsed)).filter { DeferredBodies.memberKinds.contains($0.kind) }
        let readGroups = allNodes(Syntax(read)).filter { DeferredBodies.memberKinds.contains($0.kind) }
        XCTAssertEqual(readGroups.count, parsedGroups.count, "nested types are kept with their parents")
        var leftOut = 0
        var bodiesLeftOut = 0
        for (readGroup, parsedGroup) in zip(readGroups, parsedGroups) {
            let readMembers = try XCTUnwrap(readGroup.asProtocol(DeclGroupSyntax.self)).memberBlock.members
            let parsedMembers = try XCTUnwrap(parsedGroup.asProtocol(DeclGroupSyntax.self)).memberBlock.members
            XCTAssertEqual(readGroup.description, parsedGroup.description)
            guard let listed = DeferredBodies.shared.members(of: readGroup) else {
                XCTAssertEqual(readMembers.count, parsedMembers.count)
                continue
            }
            leftOut += 1
            XCTAssertTrue(readMembers.isEmpty)
            XCTAssertFalse(
                parsedMembers.contains { $0.decl.is(TypeAliasDeclSyntax.self) || $0.decl.asProtocol(DeclGroupSyntax.self) != nil })
            XCTAssertEqual(listed.count, parsedMembers.count)
            for (entry, parsedMember) in zip(listed, parsedMembers.map(\.decl)) {
                XCTAssertEqual(entry.position, parsedMember.position.utf8Offset)
                XCTAssertEqual(entry.kind, parsedMember.kind)
                XCTAssertEqual(entry.names, DeferredMemberNames.of(parsedMember), "at \(entry.position)")
                let member = try XCTUnwrap(DeferredBodies.shared.member(entry, of: readGroup))
                XCTAssertEqual(member.position, parsedMember.position)
                XCTAssertEqual(member.description, parsedMember.description)
                XCTAssertEqual(DeferredBodies.shared.member(entry, of: readGroup)?.id, member.id, "decoded once, then kept")
                XCTAssertEqual(DeferredBodies.shared.preludeRoot(of: member.root.id), Syntax(read).id)
                guard let function = member.as(FunctionDeclSyntax.self), function.body?.statements.isEmpty == true,
                    parsedMember.as(FunctionDeclSyntax.self)?.body?.statements.isEmpty == false
                else { continue }
                // A member's function is read whole from its own record, which joined the prelude's.
                bodiesLeftOut += 1
                let wholeFunction = try XCTUnwrap(DeferredBodies.shared.whole(Syntax(function))?.as(FunctionDeclSyntax.self))
                XCTAssertEqual(wholeFunction.description, function.description)
                XCTAssertEqual(DeferredBodies.shared.preludeRoot(of: wholeFunction.root.id), Syntax(read).id)
                XCTAssertFalse(wholeFunction.body?.statements.isEmpty ?? true)
            }
            // The rare reader of the whole block (where a fix-it inserts a member) gets the parsed one.
            let whole = try XCTUnwrap(DeferredBodies.shared.whole(readGroup))
            XCTAssertEqual(whole.position, readGroup.position)
            XCTAssertEqual(whole.description, parsedGroup.description)
            XCTAssertEqual(DeferredBodies.shared.whole(readGroup)?.id, whole.id, "parsed once, then kept")
        }
        XCTAssertGreaterThan(leftOut, parsedGroups.count / 2, "most types' members wait")
        XCTAssertGreaterThan(bodiesLeftOut, 0)
    }

    func testATreeWithErrorsOrAnotherTextIsNotStored() {
        let broken = "let x = (1 +\nfunc"
        XCTAssertNil(SyntaxTreeCodec.encode(PreludeTrees.parseAndFoldNow(broken), source: broken))
        let tree = PreludeTrees.parseAndFoldNow("let a = 1\n")
        XCTAssertNil(SyntaxTreeCodec.encode(tree, source: "let b = 1\n"))
    }

    /// Every truncation and every single changed byte of a payload (read without the file's checksum) is either
    /// refused or still a tree of exactly the source: decoding never traps or hangs on it.
    func testDamagedPayloadsAreRefusedWithoutATrap() throws {
        let source = "let a = [1, 2].map { $0 * 2 } // twice\nclass C { var v = a.count > 1 ? \"x\" : \"y\"; func f() { g(1) } }\n"
        let payload = try XCTUnwrap(SyntaxTreeCodec.encode(PreludeTrees.parseAndFoldNow(source), source: source))
        var refused = 0
        for length in 0..<payload.count {
            let tree = Array(payload.prefix(length)).withUnsafeBytes { SyntaxTreeCodec.decode($0, source: source) }
            if let tree { XCTAssertEqual(tree.description, source) } else { refused += 1 }
        }
        XCTAssertEqual(refused, payload.count, "a truncated payload was accepted")
        for index in payload.indices {
            for change: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = payload
                damaged[index] ^= change
                if let tree = damaged.withUnsafeBytes({ SyntaxTreeCodec.decode($0, source: source) }) {
                    XCTAssertEqual(tree.description, source)
                    // A damaged record is parsed again: a body or a type's members are never read as another text, or
                    // as empty.
                    let text = Array(source.utf8)
                    // So is a member read from its own record. (The names it is listed by are guarded by the file's
                    // checksum alone: see `testAnyOneBitDamagedChangesTheChecksum`.)
                    for node in allNodes(Syntax(tree), expanding: DeferredBodies.kinds) where node.is(DeclSyntax.self) {
                        let written = text[node.position.utf8Offset..<node.endPosition.utf8Offset]
                        XCTAssertEqual(node.description, String(decoding: written, as: UTF8.self))
                    }
                }
            }
        }
        XCTAssertNil(payload.withUnsafeBytes { SyntaxTreeCodec.decode($0, source: source + " ") })
    }

    // MARK: The files

    func testTheSecondLoadReadsTheFileTheFirstWrote() throws {
        let cache = PreludeTreeCache(directory: directory)
        let source = ReusablePrelude.source
        let first = cache.tree(for: source, parseAndFold: PreludeTrees.parseAndFoldNow)
        XCTAssertEqual(first.outcome, .parsed(stored: true))
        // The first load uses the tree as it stored it, its bodies and members left out, as every later load reads it.
        XCTAssertTrue(
            allNodes(Syntax(first.tree)).contains { DeferredBodies.kinds.contains($0.kind) && DeferredBodies.shared.whole($0) != nil })
        let second = cache.tree(for: source, parseAndFold: failingParse)
        XCTAssertEqual(second.outcome, .read)
        assertSameTree(second.tree, first.tree, "second load")
        // Another text is another file.
        XCTAssertEqual(cache.tree(for: assortedSource, parseAndFold: PreludeTrees.parseAndFoldNow).outcome, .parsed(stored: true))
        XCTAssertEqual(try cacheFiles().count, 2)
    }

    func testTruncatedDamagedOrForeignFilesAreParsedAgainAndRewritten() throws {
        let cache = PreludeTreeCache(directory: directory)
        let source = assortedSource
        _ = cache.tree(for: source, parseAndFold: PreludeTrees.parseAndFoldNow)
        let path = directory + "/" + (try XCTUnwrap(try cacheFiles().first))
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        var damagedPayload = good
        damagedPayload[good.count - 3] ^= 0x40
        var damagedHeader = good
        damagedHeader[9] ^= 0x01
        let foreign = Data("not a tree at all, just text someone left here".utf8)
        for bad in [good.prefix(good.count / 2), good.prefix(10), Data(), damagedPayload, damagedHeader, foreign, good + [0]] {
            try bad.write(to: URL(fileURLWithPath: path))
            let loaded = cache.tree(for: source, parseAndFold: PreludeTrees.parseAndFoldNow)
            XCTAssertEqual(loaded.outcome, .parsed(stored: true))
            XCTAssertEqual(loaded.tree.description, source)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), good, "the file was not rewritten")
            XCTAssertEqual(cache.tree(for: source, parseAndFold: failingParse).outcome, .read)
        }
    }

    /// Every bit of a payload reaches its checksum, in the whole words and in the last bytes: a damaged file is refused.
    func testAnyOneBitDamagedChangesTheChecksum() {
        for length in [0, 7, 8, 31, 32, 45, 64, 100, 131] {
            let text = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let whole = text.withUnsafeBytes(ContentHash.of)
            XCTAssertNotEqual(whole, (text + [0]).withUnsafeBytes(ContentHash.of), "a byte added to \(length)")
            for index in text.indices {
                for bit in 0..<8 {
                    var damaged = text
                    damaged[index] ^= 1 << bit
                    XCTAssertNotEqual(damaged.withUnsafeBytes(ContentHash.of), whole, "bit \(bit) of byte \(index) of \(length)")
                }
            }
        }
    }

    // MARK: Word lists

    func testWordListsAreReadBackAsStoredAndRemadeFromADamagedFile() throws {
        let cache = PreludeTreeCache(directory: directory)
        let lists = [["UITableView", "Café", "ratio_2"], [], ["async"]]
        XCTAssertEqual(cache.wordLists(named: "names", count: 3) { lists }.outcome, .parsed(stored: true))
        let second = cache.wordLists(named: "names", count: 3) {
            XCTFail("made again")
            return []
        }
        XCTAssertEqual(second.outcome, .read)
        XCTAssertEqual(second.lists, lists)
        // Another count (another build's units) or another name is made again.
        XCTAssertEqual(cache.wordLists(named: "names", count: 2) { [["a"], ["b"]] }.outcome, .parsed(stored: true))
        XCTAssertEqual(cache.wordLists(named: "other", count: 3) { lists }.lists, lists)
        XCTAssertEqual(try cacheFiles().count, 2)
        for name in try cacheFiles() {
            let url = URL(fileURLWithPath: directory + "/" + name)
            var damaged = try Data(contentsOf: url)
            damaged[damaged.count - 2] ^= 0x20
            try damaged.write(to: url)
        }
        XCTAssertNotEqual(cache.wordLists(named: "names", count: 2) { [["a"], ["b"]] }.outcome, .read)
        XCTAssertNotEqual(cache.wordLists(named: "other", count: 3) { lists }.outcome, .read)
        // A word the form cannot hold is not stored.
        XCTAssertEqual(cache.wordLists(named: "spaces", count: 1) { [["two words"]] }.outcome, .parsed(stored: false))
    }

    /// The names kept per build are the ones the preludes' text gives.
    func testTheStartNamesAreTheScannedOnes() {
        XCTAssertEqual([UIKitPreludeNames.all] + PreludeUnits.triggers.map(\.words), PreludeStartNames.scanned())
        XCTAssertEqual(PreludeUnits.triggers.map(\.unit.key), PreludeUnits.all.map(\.key))
    }

    func testAFileForAnotherTextIsNotReadUnderItsName() throws {
        let cache = PreludeTreeCache(directory: directory)
        _ = cache.tree(for: "let a = 1\n", parseAndFold: PreludeTrees.parseAndFoldNow)
        let written = directory + "/" + (try XCTUnwrap(try cacheFiles().first))
        // Put it where the other text's file would be: the header's hash and length still tell them apart.
        let other = "let b = 22\n"
        let otherPath =
            directory + "/" + PreludeTreeCache.fileName(sourceHash: ContentHash.of(other), binary: try XCTUnwrap(BinaryIdentity.current))
        try FileManager.default.moveItem(atPath: written, toPath: otherPath)
        let loaded = cache.tree(for: other, parseAndFold: PreludeTrees.parseAndFoldNow)
        XCTAssertEqual(loaded.outcome, .parsed(stored: true))
        XCTAssertEqual(loaded.tree.description, other)
    }

    func testAReadOnlyOrImpossibleFolderJustParses() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
        let canWrite = FileManager.default.isWritableFile(atPath: directory)  // root writes anyway
        let readOnly = PreludeTreeCache(directory: directory).tree(for: "let a = 1\n", parseAndFold: PreludeTrees.parseAndFoldNow)
        XCTAssertEqual(readOnly.outcome, .parsed(stored: canWrite))
        XCTAssertEqual(readOnly.tree.description, "let a = 1\n")

        let aFile = FileManager.default.temporaryDirectory.appendingPathComponent("prelude-trees-file-\(UUID().uuidString)").path
        XCTAssertTrue(FileManager.default.createFile(atPath: aFile, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: aFile) }
        let underAFile = PreludeTreeCache(directory: aFile + "/trees").tree(for: "let a = 1\n", parseAndFold: PreludeTrees.parseAndFoldNow)
        XCTAssertEqual(underAFile.outcome, .parsed(stored: false))
        XCTAssertEqual(underAFile.tree.description, "let a = 1\n")

        XCTAssertEqual(
            PreludeTreeCache(directory: nil).tree(for: "let a = 1\n", parseAndFold: PreludeTrees.parseAndFoldNow).outcome,
            .parsed(stored: false))
    }

    func testLoadsAtOnceAllGetTheTree() throws {
        let cache = PreludeTreeCache(directory: directory)
        let source = SwiftPrelude.source
        let expected = PreludeTrees.parseAndFoldNow(source).description
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let loaded = cache.tree(for: source, parseAndFold: PreludeTrees.parseAndFoldNow)
            results.append(loaded.tree.description == expected)
        }
        XCTAssertEqual(results.values, [true, true, true, true])
        XCTAssertEqual(cache.tree(for: source, parseAndFold: failingParse).outcome, .read)
        XCTAssertEqual(try cacheFiles().count, 1, "a temporary file was left behind")
    }

    func testTheFolderFollowsXDGAndCanBeTurnedOff() {
        XCTAssertEqual(PreludeTreeCache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).directory, "/c/reuselab/trees")
        XCTAssertEqual(PreludeTreeCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).directory, "/h/.cache/reuselab/trees")
        XCTAssertEqual(PreludeTreeCache(environment: ["HOME": "/h"]).directory, "/h/.cache/reuselab/trees")
        XCTAssertNil(PreludeTreeCache(environment: ["HOME": "/h", "REUSELAB_NO_CACHE": "1"]).directory)
        XCTAssertEqual(PreludeTreeCache(environment: ["HOME": "/h", "REUSELAB_NO_CACHE": "0"]).directory, "/h/.cache/reuselab/trees")
        // The process's own folder, read with `getenv`, is the one its environment names.
        XCTAssertEqual(PreludeTreeCache.standard.directory, PreludeTreeCache(environment: ProcessInfo.processInfo.environment).directory)
    }

    func testOtherBuildsFilesGoOnceADayOld() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let old = directory + "/prelude-v1-0000000000000001-0000000000000002.tree"
        let recent = directory + "/prelude-v1-0000000000000001-0000000000000003.tree"
        let unrelated = directory + "/notes.txt"
        for path in [old, recent, unrelated] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        let twoDaysAgo = Date().addingTimeInterval(-2 * 24 * 60 * 60)
        try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: old)
        try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: unrelated)
        XCTAssertEqual(
            PreludeTreeCache(directory: directory).tree(for: "let a = 1\n", parseAndFold: PreludeTrees.parseAndFoldNow).outcome,
            .parsed(stored: true))
        XCTAssertFalse(FileManager.default.fileExists(atPath: old))
        XCTAssertTrue(FileManager.default.fileExists(atPath: recent))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated))
        XCTAssertEqual(try cacheFiles().count, 3)
    }

    /// Stored node kinds are swift-syntax's own numbers: the version in a file's key must be the one built.
    func testTheKeyNamesTheSwiftSyntaxThePackageResolves() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let resolved = try String(contentsOf: root.appendingPathComponent("Package.resolved"), encoding: .utf8)
        let entry = try XCTUnwrap(resolved.range(of: "\"identity\" : \"swift-syntax\""))
        let rest = resolved[entry.upperBound...]
        let version = try XCTUnwrap(rest.range(of: "\"version\" : \"")).upperBound
        let end = try XCTUnwrap(rest[version...].firstIndex(of: "\""))
        XCTAssertEqual(String(rest[version..<end]), BinaryIdentity.swiftSyntaxVersion)
        XCTAssertTrue(SyntaxKindCode.isUsable)
        XCTAssertEqual(SyntaxKindCode.kind(of: UInt64(SyntaxKindCode.count - 1)), .yieldedExpressionsClause)
        XCTAssertNil(SyntaxKindCode.kind(of: UInt64(SyntaxKindCode.count)))
    }

    /// The decoder's table of child counts is swift-syntax's own layout, kind by kind.
    func testTheLayoutCountsAreSwiftSyntaxs() throws {
        XCTAssertEqual(SyntaxKindLayoutCounts.byCode.count, SyntaxKindCode.count)
        for code in 0..<SyntaxKindCode.count {
            let kind = try XCTUnwrap(SyntaxKindCode.kind(of: UInt64(code)))
            var expected = -1
            if kind != .token, case .layout(let children) = kind.syntaxNodeType.structure { expected = children.count }
            XCTAssertEqual(Int(SyntaxKindLayoutCounts.byCode[code]), expected, "\(kind)")
        }
    }

    // MARK: Helpers

    private func failingParse(_ source: String) -> SourceFileSyntax {
        XCTFail("parsed although the cache holds the tree")
        return PreludeTrees.parseAndFoldNow(source)
    }

    private func cacheFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// The tree's nodes in pre-order. A declaration of one of the `expanding` kinds whose body or members the tree
    /// left out (`DeferredBodies`) is read whole, as the checker reads it: a body from its record, members each from
    /// their own (in the block as written).
    private func allNodes(_ root: Syntax, expanding kinds: Set<SyntaxKind> = []) -> [Syntax] {
        var nodes: [Syntax] = []
        var pending = [root]
        var membersRead: [Int: Syntax] = [:]
        while var node = pending.popLast() {
            if let member = membersRead[node.position.utf8Offset], member.kind == node.kind {
                membersRead[node.position.utf8Offset] = nil
                node = member
            }
            if kinds.contains(node.kind), let listed = DeferredBodies.shared.members(of: node) {
                for entry in listed {
                    membersRead[entry.position] = DeferredBodies.shared.member(entry, of: node).map(Syntax.init)
                }
                node = DeferredBodies.shared.whole(node) ?? node
            } else if kinds.contains(node.kind), let whole = DeferredBodies.shared.whole(node) {
                node = whole
            }
            nodes.append(node)
            pending.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return nodes
    }

    /// Same text, and node for node the same kinds, positions, token kinds, texts, trivia pieces and presence,
    /// once the bodies and members either tree left out are read.
    private func assertSameTree(_ actual: SourceFileSyntax, _ expected: SourceFileSyntax, _ name: String, line: UInt = #line) {
        XCTAssertEqual(actual.description, expected.description, name, line: line)
        let actualNodes = allNodes(Syntax(actual), expanding: DeferredBodies.kinds)
        let expectedNodes = allNodes(Syntax(expected), expanding: DeferredBodies.kinds)
        XCTAssertEqual(actualNodes.count, expectedNodes.count, "\(name): node count", line: line)
        for (a, e) in zip(actualNodes, expectedNodes) {
            guard a.kind == e.kind, a.position == e.position, a.totalLength == e.totalLength,
                a.children(viewMode: .all).count == e.children(viewMode: .all).count
            else {
                return XCTFail("\(name): \(a.kind) at \(a.position) is not \(e.kind) at \(e.position)", line: line)
            }
            if let at = a.as(TokenSyntax.self), let et = e.as(TokenSyntax.self) {
                guard at.tokenKind == et.tokenKind, at.leadingTrivia == et.leadingTrivia, at.trailingTrivia == et.trailingTrivia,
                    at.presence == et.presence, at.text == et.text
                else { return XCTFail("\(name): token \(at.debugDescription) is not \(et.debugDescription)", line: line) }
            }
        }
    }
}

private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    func append(_ value: Bool) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }
    var values: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
