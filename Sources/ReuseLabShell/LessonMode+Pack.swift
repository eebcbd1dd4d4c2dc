import Foundation
import ReuseLabTutor

/// `:pack DIR` takes a workshop pack's lessons (in the manifest's order, with its restrictions and its own
/// progress file) instead of the list the shell started with; `:pack off` goes back; `:pack` says which.
extension LessonMode {
    func handlePack(_ arguments: String) -> (reply: String, failed: Bool) {
        let argument = ReplController.resolvePath(arguments)
        if arguments.isEmpty {
            guard let pack = controller.library.pack else {
                return ("No workshop pack: the built-in lessons. `:pack DIR` takes a pack's lessons.", false)
            }
            return ("Workshop pack: \(pack.title) (\(pack.directory.path)); progress in \(controller.store.fileURL.path).", false)
        }
        if arguments == "off" {
            guard controller.library.pack != nil else { return ("No workshop pack is in use.", false) }
            let leaveNote = isActive ? controller.leave() + "\n\n" : ""
            use(LessonController(library: original.library, store: original.store, makeEngine: makeEngine))
            return (leaveNote + "Back to the built-in lessons.\n\n" + controller.list(), false)
        }
        let folder = URL(fileURLWithPath: argument).standardizedFileURL
        let pack: LessonPack
        do {
            pack = try LessonPackParser.load(directory: folder, builtIn: builtInDirectory)
        } catch {
            return ("✗ This pack cannot be used:\n\(error)", true)
        }
        let leaveNote = isActive ? controller.leave() + "\n\n" : ""
        use(LessonController(library: LessonLibrary(pack: pack), store: packStore(pack), makeEngine: makeEngine))
        var reply = leaveNote + controller.list()
        if let notice = controller.progressNotice { reply = "warning: " + notice + "\n" + reply }
        return (reply, false)
    }
}
