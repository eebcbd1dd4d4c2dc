/// A mistake in a lesson or answers file, pointing at the line, worded for the teacher who wrote it.
public struct LessonFormatError: Error, Equatable, CustomStringConvertible {
    /// The file's path as given, or nil when parsing text that came from nowhere in particular.
    public var file: String?
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    public var message: String

    public init(file: String? = nil, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = [file, line > 0 ? String(line) : nil].compactMap { $0 }.joined(separator: ":")
        return place.isEmpty ? "error: \(message)" : "\(place): error: \(message)"
    }
}
