// A feed's JSON decoded into Decodable rows: CodingKeys renaming, nested types, optionals whose key is missing, raw-value enums, URL and Date, and arrays of rows.
import Foundation

enum Kind: String, Decodable {
    case photo, video
}

enum Priority: Int, Decodable {
    case low = 1, high = 2
}

struct Author: Decodable {
    let name: String
    let handle: String?
}

struct Post: Decodable {
    let id: Int
    let title: String
    let imageURL: URL?
    let rating: Double
    let isPinned: Bool
    let kind: Kind
    let priority: Priority
    let tags: [String]
    let author: Author
    let postedAt: Date
    var likes = 0

    enum CodingKeys: String, CodingKey {
        case id, title, rating, kind, priority, tags, author
        case imageURL = "image_url"
        case isPinned = "is_pinned"
        case postedAt = "posted_at"
    }
}

let json = """
[
  {"id": 1, "title": "Morning/run", "image_url": "https://example.com/run.png", "rating": 4.5,
   "is_pinned": true, "kind": "photo", "priority": 2, "tags": ["sport", "outdoors"],
   "author": {"name": "Ana", "handle": "@ana"}, "posted_at": 0},
  {"id": 2, "title": "Clip", "rating": 3, "is_pinned": false, "kind": "video", "priority": 1,
   "tags": [], "author": {"name": "Ben"}, "posted_at": 86400.5}
]
"""

let data = json.data(using: .utf8)!
print(data.count > 0, data.isEmpty)
do {
    let posts = try JSONDecoder().decode([Post].self, from: data)
    print(posts.count)
    for post in posts {
        print(post.id, post.title, post.imageURL as Any, post.rating, post.isPinned)
        print(post.kind, post.priority, post.tags, post.author.name, post.author.handle ?? "-", post.likes)
        print(post.postedAt)
    }
    print(posts[1].author)
} catch {
    print("failed:", error)
}

// One value at the top, a dictionary of arrays, and `try?` for a document that does not fit.
let one = try JSONDecoder().decode(Author.self, from: Data(#"{"name": "Cleo", "handle": null}"#.utf8))
print(one.name, one.handle as Any)
let counts = try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"likes": [1, 2, 3]}"#.utf8))
print(counts["likes"] ?? [])
let broken = try? JSONDecoder().decode(Author.self, from: Data("[]".utf8))
print(broken == nil)
let text = String(data: Data("café".utf8), encoding: .utf8)
print(text ?? "", Data("café".utf8))

// expect: true false
// expect: 2
// expect: 1 Morning/run Optional(https://example.com/run.png) 4.5 true
// expect: photo high ["sport", "outdoors"] Ana @ana 0
// expect: 2001-01-01 00:00:00 +0000
// expect: 2 Clip nil 3.0 false
// expect: video low [] Ben - 0
// expect: 2001-01-02 00:00:00 +0000
// expect: Author(name: "Ben", handle: nil)
// expect: Cleo nil
// expect: [1, 2, 3]
// expect: true
// expect: café 5 bytes
