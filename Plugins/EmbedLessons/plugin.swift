import Foundation
import PackagePlugin

/// Embeds the package's `Lessons/` folder into the target it is applied to (ReuseLabTutor), so the
/// lessons travel inside the `reuselab` binary.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let lessons = context.package.directoryURL.appending(path: "Lessons")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessons.swift")
        return [
            .buildCommand(
                displayName: "Embedding the lessons of \(lessons.path)",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [lessons.path, output.path, "EmbeddedLessons"],
                inputFiles: Self.files(under: lessons),
                outputFiles: [output]
            )
        ]
    }

    /// The lesson files, so that editing one re-runs the embedder.
    static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        }
    }
}
