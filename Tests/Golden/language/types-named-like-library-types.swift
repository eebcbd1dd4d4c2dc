// A script's own type may take a library type's name, as swiftc lets a module's type hide another module's: a to-do
// app's `Task`, a game's `Result`, a `Data` model. The module's name still reaches the library's (`Foundation.Data`).
import Foundation

struct Task: Identifiable, Hashable {
    let id: Int
    var title: String
    var done = false
}

enum Result {
    case win(by: Int), loss

    var summary: String {
        switch self {
        case .win(let margin): return "won by \(margin)"
        case .loss: return "lost"
        }
    }
}

struct Data {
    var rows: [String]
}

var tasks = [Task(id: 1, title: "Plan sprint"), Task(id: 2, title: "Ship build", done: true)]
tasks[0].done.toggle()
print(tasks.filter(\.done).map(\.title), tasks[1])
print(Set(tasks).count, tasks.first { $0.id == 2 }?.title ?? "none")

let games: [Result] = [.win(by: 3), .loss]
print(games.map(\.summary))

let model = Data(rows: ["a", "b"])
print(model.rows.count, model)
let bytes = Foundation.Data("hello".utf8)
print(bytes.count)
let parsed: Swift.Result<Int, Error> = .success(2)
print(parsed)
let decoded = try JSONDecoder().decode([String: Int].self, from: Foundation.Data(#"{"a": 1}"#.utf8))
print(decoded)
// expect: ["Plan sprint", "Ship build"] Task(id: 2, title: "Ship build", done: true)
// expect: 2 Ship build
// expect: ["won by 3", "lost"]
// expect: 2 Data(rows: ["a", "b"])
// expect: 5
// expect: success(2)
// expect: ["a": 1]
