import Foundation
import ReuseLabLanguage

/// How `:edit` runs an editor on a file and waits for it: the terminal's, through `/bin/sh` so that
/// `EDITOR="code --wait"` works; tests put a fake in its place.
struct EditorLauncher: Sendable {
    /// Runs `command` on `path` with the shell's terminal; returns the exit status.
    var run: @Sendable (_ command: String, _ path: String) -> Int32

    static let system = EditorLauncher { command, path in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The path goes in as "$1": never spliced into the command line, whatever characters it has.
        process.arguments = ["-c", command + " \"$1\"", "reuselab-edit", path]
        do {
            try process.run()
        } catch {
            return 127
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `$VISUAL`, then `$EDITOR` (non-empty), as git and crontab choose.
    static func command(in environment: [String: String]) -> String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingWhitespace(), !value.isEmpty { return value }
        }
        return nil
    }
}

/// `:edit` writes an entry in the learner's editor and runs it when the editor exits, as IPython's
/// `%edit` and rustlings do. Plain `:edit` opens a scratch file holding the last entry of this step (to
/// fix a long entry without retyping it), or the step's starter code (a lesson step may begin from broken
/// code to repair); `:edit FILE` opens FILE, made empty if missing, and runs it as `:load` would.
extension ReplController {
    static let noEditorMessage =
        "No editor to open: set $VISUAL or $EDITOR (for example `export EDITOR=nano`), or write the code in a file and :load it."

    func edit(_ rawPath: String?) -> Disposition {
        guard interactive else {
            return failure(":edit needs a terminal for the editor; in batch mode, :load FILE runs a file.")
        }
        guard let command = EditorLauncher.command(in: options.environment) else { return failure(Self.noEditorMessage) }
        let explicit = rawPath.map(Self.resolvePath)
        let path: String
        let initial: String
        do {
            if let explicit {
                path = explicit
                initial = try Self.prepareNamedFile(explicit)
            } else {
                path = try Self.scratchPath()
                initial = scratchContent()
                try Data(initial.utf8).write(to: URL(fileURLWithPath: path))
            }
        } catch {
            return failure("Cannot edit \(explicit ?? "a scratch file"): \(error.localizedDescription)")
        }

        let status = editorLauncher.run(command, path)
        guard status == 0 else {
            return failure("The editor (\(command)) exited with status \(status); nothing ran.")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return failure("Cannot read \(path) after editing: nothing ran.")
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            io.out("Nothing to run: the file is empty.\n")
            return .continueWith(status: 0)
        }
        // Quitting a scratch file without saving is how an editor says "never mind".
        if explicit == nil, text == initial {
            io.out("Nothing ran: the file was not changed.\n")
            return .continueWith(status: 0)
        }
        let entry = text.hasSuffix("\n") ? String(text.dropLast()) : text
        io.out(
            outStyle.dim(entry.split(separator: "\n", omittingEmptySubsequences: false).map { "  │ " + $0 }.joined(separator: "\n")) + "\n")
        onEditedEntry?(entry)
        let result: RunStatus
        if let explicit {
            lastEntry = (entry, promptLabel)
            result = runSwift(entry, displayName: (explicit as NSString).lastPathComponent)
        } else {
            result = runEntry(entry)
        }
        return .continueWith(status: result.rawValue)
    }

    /// The last entry typed in this lesson step (or outside lessons), else the step's starter code.
    private func scratchContent() -> String {
        if let lastEntry, lastEntry.step == promptLabel { return lastEntry.source + "\n" }
        if let starter = lessons?.currentStarter { return starter + "\n" }
        return ""
    }

    /// One scratch file per shell, in a folder only its owner can read.
    private static func scratchPath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder.appendingPathComponent("entry.swift").path
    }

    /// A named file's text, after creating it empty when it does not exist; refuses what `:load` refuses.
    private static func prepareNamedFile(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard FileManager.default.createFile(atPath: path, contents: Data()) else {
                throw EditError("it cannot be created")
            }
            return ""
        }
        guard !isDirectory.boolValue else { throw EditError("it is a directory") }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw EditError("it is not a regular file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumLoadBytes else {
            throw EditError("it is \(describeSize(size)); :edit takes Swift files up to \(describeSize(maximumLoadBytes))")
        }
        return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    private struct EditError: LocalizedError {
        let reason: String
        init(_ reason: String) { self.reason = reason }
        var errorDescription: String? { reason }
    }
}
