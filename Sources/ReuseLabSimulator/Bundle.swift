import Foundation

/// The app bundle: the script's folder, plus nibs and storyboards defined in memory (the REPL's `:nib`).
///
/// Named like UIKit's NSBundle on purpose; a client that also imports Foundation writes `ReuseLabSimulator.Bundle`.
public final class Bundle {
    /// Where the bundle's folder is, as a session was given it: a path (`reuselab run` has the script's) or a URL.
    public enum Folder {
        case path(String)
        case url(URL)
    }

    private let folder: Folder
    /// The folder, standardized. Worked out on first use, as is its path: `URL`'s path accessors build a `Set` of
    /// bytes, whose first use in a process asks the runtime for a conformance and scans the binary's conformance
    /// records (600,000 instructions, a twentieth of a `run` of `print(1)`), which a run that reads no file from its
    /// folder need not pay, and a folder given as a path never pays.
    public private(set) lazy var directory: URL = URL(fileURLWithPath: directoryPath, isDirectory: true)
    /// The folder's absolute path, standardized (no `.` or `..` components, no trailing slash but the root's).
    public private(set) lazy var directoryPath: String =
        switch folder {
        case .url(let url): url.standardizedFileURL.path
        case .path(let path): Self.standardized(path)
        }
    private var definedNibs: [String: NibDocument] = [:]
    private var definedStoryboards: [String: StoryboardDocument] = [:]
    // Files are parsed once: scripts dequeue the same nib many times.
    private var parsedNibs: [String: NibDocument] = [:]
    private var parsedStoryboards: [String: StoryboardDocument] = [:]

    public init(folder: Folder) {
        self.folder = folder
    }

    public convenience init(directory: URL) {
        self.init(folder: .url(directory))
    }

    /// `path` made absolute against the working directory, its `.` and `..` components resolved as
    /// `URL.standardizedFileURL` resolves them: by the letters, not by following links.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [String] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `NSBundle </abs/path/of/folder> (loaded)`, as UIKit quotes a bundle in its messages.
    public var description: String { "NSBundle <\(directoryPath)> (loaded)" }

    /// An in-memory nib; it wins over a file of the same name.
    public func defineNib(named name: String, document: NibDocument) {
        definedNibs[name] = document
    }

    /// An in-memory storyboard; it wins over a file of the same name.
    public func defineStoryboard(named name: String, document: StoryboardDocument) {
        definedStoryboards[name] = document
    }

    /// NAME.xib (or NAME.nib holding XML), as `UINib.instantiate` finds it.
    public func nib(named name: String) throws -> NibDocument {
        if let defined = definedNibs[name] { return defined }
        if let parsed = parsedNibs[name] { return parsed }
        for fileExtension in ["xib", "nib"] {
            guard let (fileName, data) = read(name, fileExtension) else { continue }
            let document = try withFileName(fileName) { try NibDocument.parse(data) }
            parsedNibs[name] = document
            return document
        }
        throw UIKitException.nibNotFound(bundle: description, name: name)
    }

    /// NAME.storyboard, as `UIStoryboard(name:bundle:)` finds it.
    public func storyboard(named name: String) throws -> StoryboardDocument {
        if let defined = definedStoryboards[name] { return defined }
        if let parsed = parsedStoryboards[name] { return parsed }
        guard let (fileName, data) = read(name, "storyboard") else {
            throw UIKitException.storyboardNotFound(name: name, bundle: description)
        }
        let document = try withFileName(fileName) { try StoryboardDocument.parse(data) }
        parsedStoryboards[name] = document
        return document
    }

    /// The file's name and bytes, or nil when there is no such regular file. A name with a path
    /// separator never leaves the folder: UIKit looks names up inside the bundle only.
    private func read(_ name: String, _ fileExtension: String) -> (String, Data)? {
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        let fileName = name + "." + fileExtension
        let path = directoryPath.hasSuffix("/") ? directoryPath + fileName : directoryPath + "/" + fileName
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return (fileName, data)
    }

    private func withFileName<T>(_ fileName: String, _ parse: () throws -> T) throws -> T {
        do {
            return try parse()
        } catch var error as InterfaceBuilderParseError {
            error.file = fileName
            throw error
        }
    }
}
