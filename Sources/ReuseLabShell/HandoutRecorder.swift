import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import ReuseLabTutor

/// `:record FILE.html`: keeps the session's entries and rewrites the whole handout after each one (written
/// to a temporary file and renamed), so the page is complete and readable at any moment, even if the shell
/// is killed.
final class HandoutRecorder: SessionRecorder {
    let path: String
    private let destination: UserFileDestination
    private var page: HandoutPage
    /// The diagrams as the terminal draws them without colour, at a width that prints on paper.
    private let diagram = PoolDiagram(unicode: true, width: 72)

    init(destination: UserFileDestination, title: String? = nil) throws {
        self.destination = destination
        path = destination.path
        let name = ((destination.path as NSString).lastPathComponent as NSString).deletingPathExtension
        page = HandoutPage(title: title ?? "ReuseLab session: \(name)", entries: [])
        try write()
    }

    var entries: [HandoutEntry] { page.entries }

    func record(entry: String, printed: String, outcome: EntryOutcome, worldBefore: PoolSnapshot, worldAfter: () -> PoolSnapshot) {
        var item = HandoutEntry(kind: .swift(outcome.status), source: entry)
        item.output = printed + outcome.results
        item.diagnostics = outcome.status == .ran ? outcome.warnings : outcome.diagnostics
        if outcome.status == .ran, !outcome.diagnostics.isEmpty, outcome.warnings.isEmpty { item.diagnostics = outcome.diagnostics }
        if outcome.changedWorld {
            let after = worldAfter()
            if after != worldBefore, !after.views.isEmpty { item.pool = diagram.render(after) }
        }
        page.entries.append(item)
        try? write()
    }

    func record(metaCommand: String) {
        // `:record off` ends the handout; it is not part of it.
        guard !metaCommand.lowercased().hasPrefix(":record") else { return }
        page.entries.append(HandoutEntry(kind: .command, source: metaCommand))
        try? write()
    }

    func close() {
        try? write()
    }

    private func write() throws {
        try destination.writeAtomically(Data(page.render().utf8))
    }
}
