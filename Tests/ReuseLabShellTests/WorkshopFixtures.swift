import Foundation

/// A 30-row feed that shows five rows at a time, cut into demo entries with `// ---`.
enum WorkshopFixtures {
    static let photoFeed = """
        // A photo feed: 30 rows, five on screen at a time.
        final class PhotoCell: UITableViewCell {}
        // ---
        final class Feed: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
                cell.textLabel?.text = "Photo \\(indexPath.row)"
                return cell
            }
        }
        let feed = Feed()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 220), style: .plain)
        tableView.register(PhotoCell.self, forCellReuseIdentifier: "Photo")
        tableView.dataSource = feed
        tableView.layoutIfNeeded()
        // ---
        // One row down: PhotoCell#1 leaves at the top and comes back at the bottom.
        tableView.contentOffset = CGPoint(x: 0, y: 44)
        tableView.layoutIfNeeded()
        """

    /// The script in a temporary file; the caller removes it.
    static func write(_ text: String, name: String = "demo.swift") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-workshop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
