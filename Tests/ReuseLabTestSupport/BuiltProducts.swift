import Foundation

/// What SwiftPM built for the tests: every suite that runs the real executable finds it here, so
/// `REUSELAB_BIN` points all of them at another binary (a release build, an installed copy).
public enum BuiltProducts {
    /// The folder that holds the built products, as swift-argument-parser's own tests find it.
    public static var directory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("couldn't find the products directory")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// `reuselab` from the products directory, unless `REUSELAB_BIN` names another.
    public static var reuselab: URL {
        if let path = ProcessInfo.processInfo.environment["REUSELAB_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return directory.appendingPathComponent("reuselab")
    }
}
