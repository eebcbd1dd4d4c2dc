import Foundation
import PackagePlugin

/// Embeds the preludes (the Swift standard library, UIKit and Reusable as ReuseLab writes them, in
/// `Sources/ReuseLabLanguage/PreludeLibrary/`) into ReuseLabLanguage. They are real `.swift` files, kept
/// out of the target's own sources, so they can be read, highlighted and linted as code.
@main
struct EmbedPreludeLibrary: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let library = target.directoryURL.appending(path: "PreludeLibrary")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPreludeLibrary.swift")
        return [
            .buildCommand(
                displayName: "Embedding the preludes of \(library.path)",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [library.path, output.path, "EmbeddedPreludeLibrary"],
                inputFiles: Self.files(under: library),
                outputFiles: [output]
            )
        ]
    }

    /// The prelude files, so that editing one re-runs the embedder.
    static func files(under folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    }
}
