import Foundation

/// The app bundle: the script's folder, plus nibs and storyboards defined in memory (the REPL's `:nib`).
///
/// Named like UIKit's NSBundle on purpose; a client that also imports Foundation writes `ReuseLabSimulator.Bundle`.
public final class Bundle {
    public let directory: URL
    private var definedNibs: [String: NibDocument] = [:]
    private var definedStoryboards: [String: StoryboardDocument] = [:]
    // Files are parsed once: scripts dequeue the same nib many times.
    private var parsedNibs: [String: NibDocument] = [:]
    private var parsedStoryboards: [String: StoryboardDocument] = [:]

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// `NSBundle </abs/path/of/folder> (loaded)`, as UIKit quotes a bundle in its messages.
    public var description: String {
        var path = directory.path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return "NSBundle <\(path)> (loaded)"
    }

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
        let url = directory.appendingPathComponent(fileName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = try? Data(contentsOf: url)
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
