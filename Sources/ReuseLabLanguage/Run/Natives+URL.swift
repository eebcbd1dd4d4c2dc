import Foundation

/// Natives of `PreludeLibrary/URL.swift`: the script's URL is its absolute string, and every part of it is read
/// by the real Foundation parser, so a part is what a device would give.
extension Interpreter {
    func registerURLNatives() {
        func d(_ key: String, body f: @escaping NativeFunction) { natives[key] = f }
        func url(_ text: String) -> Foundation.URL? { Foundation.URL(string: text) }
        d("URL._parsed(_:)") { _, c in
            guard let parsed = url(try c.string("string")) else { return .none }
            return .string(parsed.absoluteString)
        }
        d("URL._fileURL(_:)") { _, c in .string(Foundation.URL(fileURLWithPath: try c.string("path")).absoluteString) }
        d("URL._port(_:)") { _, c in
            guard let port = url(try c.string("url"))?.port else { return .none }
            return .int(port)
        }
        d("URL._pathComponents(_:)") { _, c in
            .array((url(try c.string("url"))?.pathComponents ?? []).map { .string($0) })
        }
        d("URL._part(_:_:)") { _, c in
            guard let u = url(try c.string("url")) else { return .none }
            let part: String?
            switch try c.string("part") {
            case "scheme": part = u.scheme
            case "host": part = u.host(percentEncoded: false)
            case "encodedHost": part = u.host(percentEncoded: true)
            case "user": part = u.user
            case "path": part = u.path
            case "encodedPath": part = u.path(percentEncoded: true)
            case "query": part = u.query
            case "fragment": part = u.fragment
            case "lastPathComponent": part = u.lastPathComponent
            case "pathExtension": part = u.pathExtension
            default: part = nil
            }
            return part.map { .string($0) } ?? .none
        }
        d("URL._edited(_:_:_:)") { _, c in
            let text = try c.string("url")
            guard let u = url(text) else { return .string(text) }
            let argument = try c.string("argument")
            let edited: Foundation.URL
            switch try c.string("edit") {
            case "appendingPathComponent": edited = u.appendingPathComponent(argument)
            case "appendingPathExtension": edited = u.appendingPathExtension(argument)
            case "appendingPath": edited = u.appending(path: argument)
            case "appendingComponent": edited = u.appending(component: argument)
            case "deletingLastPathComponent": edited = u.deletingLastPathComponent()
            case "deletingPathExtension": edited = u.deletingPathExtension()
            default: edited = u
            }
            return .string(edited.absoluteString)
        }
    }
}
