import ArgumentParser
import Foundation
import ReuseLabTutor

/// `--pack DIR`: a workshop pack's lessons (its `workshop.md` manifest) instead of the built-in ones, with the
/// pack's own progress file. Shared by the lesson subcommands and the shell.
struct PackOption: ParsableArguments {
    @Option(
        name: .customLong("pack"),
        help: ArgumentHelp(
            "A workshop pack folder: its workshop.md lists the lessons to use instead of the built-in ones.", valueName: "DIR"))
    var path: String?

    /// The pack, or exit status 2 with every problem in its manifest (file:line) on stderr.
    func load() throws -> LessonPack? {
        guard let path else { return nil }
        let folder = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        do {
            return try LessonPackParser.load(directory: folder, builtIn: LessonLibrary.locateBuiltIn())
        } catch {
            LessonEnvironment.printError("\(error)")
            throw ExitCode(2)
        }
    }

    /// The lessons and progress store to use: the pack's, or the built-in ones.
    func lessons() throws -> (library: LessonLibrary, store: ProgressStore) {
        guard let pack = try load() else { return (LessonEnvironment.library(), LessonEnvironment.store()) }
        return (LessonLibrary(pack: pack), ProgressStore(fileURL: ProgressStore.fileURL(forPack: pack)))
    }
}
