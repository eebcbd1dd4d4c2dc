import ReuseLabTutor
import XCTest

final class XDGBaseDirectoryTests: XCTestCase {
    func testAnAbsoluteVariableWins() {
        XCTAssertEqual(XDGBaseDirectory.state.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]), "/s")
        XCTAssertEqual(XDGBaseDirectory.cache.path(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]), "/c")
    }

    func testARelativeVariableIsIgnoredAsTheSpecificationSays() {
        XCTAssertEqual(XDGBaseDirectory.state.path(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]), "/h/.local/state")
        XCTAssertEqual(XDGBaseDirectory.cache.path(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]), "/h/.cache")
    }

    func testHomeFromTheEnvironmentThenTheAccount() {
        XCTAssertEqual(XDGBaseDirectory.state.path(environment: [:], homeDirectory: "/account"), "/account/.local/state")
        XCTAssertEqual(XDGBaseDirectory.state.path(environment: ["HOME": "relative"], homeDirectory: "/account"), "/account/.local/state")
        XCTAssertNil(XDGBaseDirectory.cache.path(environment: ["HOME": ""], homeDirectory: nil))
    }

    func testReuseLabFilesLiveInTheirOwnFolder() {
        XCTAssertEqual(XDGBaseDirectory.state.reuselabPath("history", environment: ["HOME": "/h"]), "/h/.local/state/reuselab/history")
    }
}
