/// A URL, as app code keeps one in a model (`let avatarURL: URL`) or makes one for an image. Every part is read by
/// Foundation's own parser (the same as iOS 17's), so `URL(string: "a b")` percent-encodes the space and
/// `URL(string: "")` is nil, as on a device. ReuseLab has no network: nothing here loads what a URL names.
public struct URL: Hashable, CustomStringConvertible, Codable {
    public let absoluteString: String
    @_native private static func _parsed(_ string: String) -> String?
    @_native private static func _fileURL(_ path: String) -> String
    @_native private static func _part(_ url: String, _ part: String) -> String?
    @_native private static func _edited(_ url: String, _ edit: String, _ argument: String) -> String
    @_native private static func _pathComponents(_ url: String) -> [String]
    @_native private static func _port(_ url: String) -> Int?

    private init(parsed: String) { absoluteString = parsed }
    public init?(string: String) {
        guard let parsed = URL._parsed(string) else { return nil }
        absoluteString = parsed
    }
    public init(fileURLWithPath path: String) { absoluteString = URL._fileURL(path) }

    public var description: String { return absoluteString }
    public var relativeString: String { return absoluteString }
    public var absoluteURL: URL { return self }
    public var scheme: String? { return URL._part(absoluteString, "scheme") }
    public var host: String? { return URL._part(absoluteString, "host") }
    public func host(percentEncoded: Bool = true) -> String? { return URL._part(absoluteString, percentEncoded ? "encodedHost" : "host") }
    public var port: Int? { return URL._port(absoluteString) }
    public var user: String? { return URL._part(absoluteString, "user") }
    public var path: String { return URL._part(absoluteString, "path") ?? "" }
    public func path(percentEncoded: Bool = true) -> String { return URL._part(absoluteString, percentEncoded ? "encodedPath" : "path") ?? "" }
    public var query: String? { return URL._part(absoluteString, "query") }
    public var fragment: String? { return URL._part(absoluteString, "fragment") }
    public var lastPathComponent: String { return URL._part(absoluteString, "lastPathComponent") ?? "" }
    public var pathExtension: String { return URL._part(absoluteString, "pathExtension") ?? "" }
    public var pathComponents: [String] { return URL._pathComponents(absoluteString) }
    public var isFileURL: Bool { return scheme == "file" }

    public func appendingPathComponent(_ pathComponent: String) -> URL {
        return URL(parsed: URL._edited(absoluteString, "appendingPathComponent", pathComponent))
    }
    public func appendingPathExtension(_ pathExtension: String) -> URL {
        return URL(parsed: URL._edited(absoluteString, "appendingPathExtension", pathExtension))
    }
    public func appending(path: String) -> URL { return URL(parsed: URL._edited(absoluteString, "appendingPath", path)) }
    public func appending(component: String) -> URL { return URL(parsed: URL._edited(absoluteString, "appendingComponent", component)) }
    public func deletingLastPathComponent() -> URL { return URL(parsed: URL._edited(absoluteString, "deletingLastPathComponent", "")) }
    public func deletingPathExtension() -> URL { return URL(parsed: URL._edited(absoluteString, "deletingPathExtension", "")) }
    public mutating func appendPathComponent(_ pathComponent: String) { self = appendingPathComponent(pathComponent) }
    public mutating func appendPathExtension(_ pathExtension: String) { self = appendingPathExtension(pathExtension) }
    public mutating func deleteLastPathComponent() { self = deletingLastPathComponent() }
    public mutating func append(path: String) { self = appending(path: path) }
}
