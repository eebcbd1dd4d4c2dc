import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A .xib or .storyboard that is not well-formed XML, or not an Interface Builder document.
public struct InterfaceBuilderParseError: Error, Equatable, CustomStringConvertible {
    /// The file, when it came from the bundle (`MyCell.xib`); nil for in-memory text.
    public var file: String?
    public var line: Int
    public var column: Int
    public var problem: String

    public init(file: String? = nil, line: Int, column: Int, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `MyCell.xib:3:5: malformed XML: expected '>'`
    public var description: String {
        let place = "\(line):\(column)"
        if let file { return "\(file):\(place): \(problem)" }
        return "\(place): \(problem)"
    }
}

/// A .xib: its top-level objects, placeholders (File's Owner, First Responder) left out.
public struct NibDocument: Equatable {
    public var topLevelObjects: [IBObject]

    public init(topLevelObjects: [IBObject]) {
        self.topLevelObjects = topLevelObjects
    }

    public static func parse(_ data: Data) throws -> NibDocument {
        let root = try XMLTree.parse(data)
        guard let objects = root.child(named: "objects") else { return NibDocument(topLevelObjects: []) }
        let topLevel = objects.children.filter { $0.name != "placeholder" }.map(\.ibObject)
        return NibDocument(topLevelObjects: topLevel)
    }
}

/// A .storyboard: one view controller per scene, and which one is initial.
public struct StoryboardDocument: Equatable {
    /// The `initialViewController` attribute of `<document>`: the id of a scene's view controller.
    public var initialViewControllerID: String?
    /// The view controller of each scene, in file order.
    public var scenes: [IBObject]

    public init(initialViewControllerID: String?, scenes: [IBObject]) {
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
    }

    public var initialViewController: IBObject? {
        guard let initialViewControllerID else { return nil }
        return scenes.first { $0.id == initialViewControllerID }
    }

    /// The scene whose Storyboard ID is `identifier` (case-sensitive, like UIKit).
    public func viewController(withIdentifier identifier: String) -> IBObject? {
        scenes.first { $0.storyboardIdentifier == identifier }
    }

    public static func parse(_ data: Data) throws -> StoryboardDocument {
        let root = try XMLTree.parse(data)
        let sceneElements = root.child(named: "scenes")?.children.filter { $0.name == "scene" } ?? []
        let controllers = sceneElements.compactMap { scene in
            scene.child(named: "objects")?.children.first { $0.ibObject.isViewController }?.ibObject
        }
        return StoryboardDocument(initialViewControllerID: root.attributes["initialViewController"], scenes: controllers)
    }
}

/// The element tree of an Interface Builder file, built with Foundation's XMLParser.
struct XMLTree {
    var name: String
    var attributes: [String: String]
    var children: [XMLTree] = []

    func child(named name: String) -> XMLTree? {
        children.first { $0.name == name }
    }

    var ibObject: IBObject {
        IBObject(elementName: name, id: attributes["id"] ?? "", customClass: attributes["customClass"],
                 reuseIdentifier: attributes["reuseIdentifier"], storyboardIdentifier: attributes["storyboardIdentifier"])
    }

    /// The `<document>` root, or an error saying where and why the text is not one.
    static func parse(_ data: Data) throws -> XMLTree {
        let parser = XMLParser(data: data)
        let builder = TreeBuilder()
        parser.delegate = builder
        let succeeded = parser.parse()
        if !succeeded || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code
            throw InterfaceBuilderParseError(line: parser.lineNumber, column: parser.columnNumber,
                                             problem: "malformed XML: " + explain(code))
        }
        guard let root = builder.root, root.name == "document" else {
            throw InterfaceBuilderParseError(line: 1, column: 1,
                                             problem: "not an Interface Builder document: the root element is <\(builder.root?.name ?? "")>, expected <document>")
        }
        return root
    }

    /// Words for libxml2's commonest error codes (NSXMLParserError raw values); the number otherwise.
    private static func explain(_ code: Int?) -> String {
        switch code {
        case nil: return "the document is empty"
        case 4?: return "the document is empty"
        case 5?: return "the document ends too early"
        case 9?: return "invalid character"
        case 23?: return "unescaped '<' inside an attribute value"
        case 38?, 39?: return "an attribute value must be quoted"
        case 41?: return "an attribute is missing its value"
        case 65?: return "expected a name or '='"
        case 68?: return "an entity is missing its ';'"
        case 73?: return "expected '>'"
        case 76?: return "an end tag does not match its start tag"
        case 111?: return "expected a start tag"
        case let code?: return "XML parser error \(code)"
        }
    }

    /// Collects elements into a tree; the open elements wait on a stack until their end tag.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(XMLTree(name: elementName, attributes: attributeDict))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }
    }
}
