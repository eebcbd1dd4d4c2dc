import Foundation
import ReuseLabLanguage
import ReuseLabTutor

/// `reuselab export --html OUT.html SCRIPT.swift`: runs a prepared script entry by entry, as `reuselab demo`
/// cuts it (top-level statements, or blocks between `// ---` lines), in a playground session, and writes the
/// handout of that session. Nothing is printed but the summary: the page holds the output.
public struct HandoutExport {
    public var script: String
    public var output: String
    public var force = false
    public var title: String?

    public init(script: String, output: String) {
        self.script = script
        self.output = output
    }

    /// Writes the handout. Returns 0 with a summary when the page was written (entries that crashed or did not
    /// compile are part of the page, not a failure), 2 with the reason when it could not be.
    public func run(options: ShellOptions) -> (status: Int32, message: String) {
        let scriptURL = URL(fileURLWithPath: script)
        guard let data = FileManager.default.contents(atPath: scriptURL.path), let source = String(data: data, encoding: .utf8) else {
            return (2, "error: cannot read \(script)")
        }
        let recorder: HandoutRecorder
        do {
            let name = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
            recorder = try HandoutRecorder(destination: UserFileDestination(path: output, force: force), title: title ?? name)
        } catch {
            return (2, "error: cannot write the handout: \(error)")
        }
        var options = options
        options.bundleDirectory = scriptURL.deletingLastPathComponent()
        let engine = Session.repl(bundleDirectory: options.bundleDirectory, limits: options.limits)
        let controller = ReplController(engine: engine, options: options, io: CapturedIO(), interactive: false)
        controller.transcript = recorder
        for entry in DemoScript(source: source).entries {
            _ = controller.handle(entry)
        }
        controller.close()
        let statuses = recorder.entries.compactMap { entry -> RunStatus? in
            if case .swift(let status) = entry.kind { return status } else { return nil }
        }
        var counts: [String] = ["\(statuses.count) entr\(statuses.count == 1 ? "y" : "ies")"]
        let crashed = statuses.filter { $0 == .crashed }.count
        let refused = statuses.filter { $0 == .compileError }.count
        if refused > 0 { counts.append("\(refused) with compile-time errors") }
        if crashed > 0 { counts.append("\(crashed) crashed") }
        return (0, "Wrote the handout \(output): \(counts.joined(separator: ", ")).")
    }
}
