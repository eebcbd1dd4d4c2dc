// Models declare Codable as apps do: nested models, URLs, dates, sets, raw-value and payload enums, generic pages.
// Declared and checked here; the json-*.swift scripts beside it encode and decode such models.
import Foundation

enum Status: String, Codable, CaseIterable { case draft, live }
struct Author: Codable, Hashable { var name: String; var avatar: URL? }
struct Post: Codable, Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: Author
    var tags: Set<String>
    var scores: [String: Double]
    var status: Status
    var published: Date?
    enum CodingKeys: String, CodingKey {
        case id, title, author, tags, scores, status
        case published = "published_at"
    }
}
final class Draft: Codable { var text = ""; var revision = 1 }
struct Page<Item: Codable>: Codable { var items: [Item]; var next: Int? }
enum Block: Codable { case text(String), image(url: URL, width: Double), divider }
extension Status: CustomStringConvertible { var description: String { rawValue.capitalized } }

let post = Post(id: UUID(), title: "Reuse", author: Author(name: "Ana", avatar: nil), tags: ["ios"], scores: [:], status: .live, published: nil)
let page = Page(items: [post], next: 2)
print(page.items.map(\.title), page.next ?? 0, post.status, Draft().revision, Block.image(url: URL(string: "https://x.org/a.png")!, width: 2))
func save<T: Encodable>(_ value: T) -> String { "saved \(type(of: value))" }
print(save(post), save([1, 2]), save(page))
// expect: ["Reuse"] 2 Live 1 image(url: https://x.org/a.png, width: 2.0)
// expect: saved Post saved Array<Int> saved Page<Post>
