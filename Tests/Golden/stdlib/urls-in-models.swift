// A model keeps its image's URL: parts are read as Foundation reads them, and a bad string gives nil.
import Foundation

struct Photo: Hashable {
    let title: String
    let imageURL: URL
}

let api = URL(string: "https://images.example.org/v2")!
let photos = ["harbour.jpg", "old town.png"].map { name in
    Photo(title: name, imageURL: api.appendingPathComponent("full").appendingPathComponent(name))
}
for photo in photos {
    print(photo.imageURL)
    print(photo.imageURL.lastPathComponent, photo.imageURL.pathExtension, photo.imageURL.host ?? "-")
}
// expect: https://images.example.org/v2/full/harbour.jpg
// expect: harbour.jpg jpg images.example.org
// expect: https://images.example.org/v2/full/old%20town.png
// expect: old town.png png images.example.org

let thumbnail = URL(string: "https://cdn.example.org:8443/t/7.webp?w=120&h=80#frag")!
print(thumbnail.scheme ?? "-", thumbnail.port ?? 0, thumbnail.path, thumbnail.query ?? "-", thumbnail.fragment ?? "-")
// expect: https 8443 /t/7.webp w=120&h=80 frag
print(thumbnail.pathComponents, thumbnail.deletingPathExtension(), thumbnail.deletingLastPathComponent())
// expect: ["/", "t", "7.webp"] https://cdn.example.org:8443/t/7?w=120&h=80#frag https://cdn.example.org:8443/t/?w=120&h=80#frag

print(URL(string: "") == nil, URL(string: "with space") as Any, URL(string: "relative/path.txt")?.host as Any)
// expect: true Optional(with%20space) nil

var cache: [URL: String] = [:]
cache[photos[0].imageURL] = "decoded"
print(cache[URL(string: "https://images.example.org/v2/full/harbour.jpg")!] ?? "miss", Set(photos).count)
// expect: decoded 2

let file = URL(fileURLWithPath: "/tmp/cells.json")
print(file, file.isFileURL, file.path, api.appending(path: "a/b"), [api])
// expect: file:///tmp/cells.json true /tmp/cells.json https://images.example.org/v2/a/b [https://images.example.org/v2]
