import Foundation

/// `reuselab lesson new NAME`: a lesson folder with a complete, working example to edit.
public enum LessonScaffold {
    /// Creates `parent/NAME/lesson.md`; refuses to overwrite. Returns the new folder.
    public static func create(named name: String, in parent: URL) throws -> URL {
        let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { text, character in
            if !(character == "-" && text.last == "-") { text.append(character) }
        }.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        guard !slug.isEmpty else { throw ProgressError(message: "a lesson name needs letters or digits") }
        let folder = parent.appendingPathComponent(slug)
        guard !FileManager.default.fileExists(atPath: folder.path) else {
            throw ProgressError(message: "\(folder.path) already exists; choose another name")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try template(id: slug).write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        return folder
    }

    static func template(id: String) -> String {
        let fence = "```"
        return """
            ---
            id: \(id)
            title: Write the lesson's title here
            article: The Article's Title | Its Author | https://example.com/the-article
            ---

            # Write the lesson's title here

            A few sentences saying what the learner will see and why it matters. Lessons/README.md
            describes every part of this file; `reuselab lesson check \(id)` tests it.

            \(fence)swift start
            import UIKit

            final class TitleCell: UITableViewCell {}
            let tableView = UITableView()
            \(fence)

            ## Step 1: Register a cell class

            Register `TitleCell` under the identifier "Title", then dequeue one for row 0 and print its type.

            \(fence)goal
            registered "Title" → class TitleCell
            dequeued TitleCell from class for "Title"
            output line "TitleCell"
            \(fence)

            \(fence)hint
            A table view creates cells only for identifiers it has been told about.
            \(fence)

            \(fence)hint
            `tableView.register(TitleCell.self, forCellReuseIdentifier: "Title")`, then
            `dequeueReusableCell(withIdentifier:for:)` with `IndexPath(row: 0, section: 0)`.
            \(fence)

            \(fence)swift solution
            tableView.register(TitleCell.self, forCellReuseIdentifier: "Title")
            let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: IndexPath(row: 0, section: 0))
            print(type(of: cell))
            \(fence)

            \(fence)swift must-fail
            // printing the goal's line without registering or dequeuing
            print("TitleCell")
            \(fence)

            \(fence)swift must-fail
            // registered, but no cell dequeued
            tableView.register(TitleCell.self, forCellReuseIdentifier: "Title")
            print(TitleCell.self)
            \(fence)

            \(fence)swift must-pass
            // the same in two entries, the type printed another way
            tableView.register(TitleCell.self, forCellReuseIdentifier: "Title")
            // next entry
            let titleCell = tableView.dequeueReusableCell(withIdentifier: "Title", for: IndexPath(row: 0, section: 0)) as! TitleCell
            print(String(describing: type(of: titleCell)))
            \(fence)

            """
    }
}
