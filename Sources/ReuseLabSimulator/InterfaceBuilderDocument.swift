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
    /// The File's Owner placeholder, with the outlets Interface Builder connected to it.
    public var filesOwner: IBObject?

    public init(topLevelObjects: [IBObject], filesOwner: IBObject? = nil) {
        self.topLevelObjects = topLevelObjects
        self.filesOwner = filesOwner
    }

    public static func parse(_ data: Data) throws -> NibDocument {
        let root = try XMLTree.parse(data)
        guard let objects = root.child(named: "objects") else { return NibDocument(topLevelObjects: []) }
        let topLevel = objects.children.filter { $0.name != "placeholder" }.map(\.ibObject)
        let owner = objects.children.first { $0.name == "placeholder" && $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }
        return NibDocument(topLevelObjects: topLevel, filesOwner: owner?.ibObject)
    }
}

/// A .storyboard: one view controller per scene, and which one is initial.
public struct StoryboardDocument: Equatable {
    /// The `initialViewController` attribute of `<document>`: the id of a scene's view controller.
    public var initialViewControllerID: String?
    /// The view controller of each scene, in file order.
    public var scenes: [IBObject]

    /// The scene whose view controller has this id: the destination of a relationship segue.
    public func scene(withID id: String) -> IBObject? {
        scenes.first { $0.id == id }
    }

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
            scene.child(named: "objects")?.children.first { $0.name.hasSuffix("Controller") }?.ibObject
        }
        return StoryboardDocument(initialViewControllerID: root.attributes["initialViewController"], scenes: controllers)
    }
}

/// The element tree of an Interface Builder file.
struct XMLTree: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [XMLTree] = []

    func child(named name: String) -> XMLTree? {
        children.first { $0.name == name }
    }

    var ibObject: IBObject {
        var object = IBObject(
            elementName: name, id: attributes["id"] ?? "", customClass: attributes["customClass"],
            reuseIdentifier: attributes["reuseIdentifier"], storyboardIdentifier: attributes["storyboardIdentifier"])
        object.key = attributes["key"]
        object.attributes = attributes
        for child in children {
            switch child.name {
            case "subviews": object.subviews = child.children.filter(\.isObject).map(\.ibObject)
            // A table view's prototype cells sit in <prototypes>, a collection view's in <cells>.
            case "prototypes", "cells": object.prototypes = child.children.filter(\.isObject).map(\.ibObject)
            case "connections": child.addConnections(to: &object)
            case "rect" where child.attributes["key"] == "frame":
                let a = child.attributes
                object.attributes["frame"] = [a["x"], a["y"], a["width"], a["height"]].map { $0 ?? "0" }.joined(separator: " ")
            case "state":
                if child.attributes["key"] == "normal", let title = child.attributes["title"] { object.attributes["title"] = title }
            default:
                if child.isObject, let key = child.attributes["key"], Self.keyedObjectKeys.contains(key) {
                    object.keyedObjects.append(child.ibObject)
                }
            }
        }
        return object
    }

    /// The keys under which Interface Builder nests a view the object owns.
    private static let keyedObjectKeys: Set<String> = ["contentView", "view"]

    /// Elements that are objects of the document (they have an id), as opposed to a frame, a colour, a font,
    /// a constraint or a connection.
    var isObject: Bool {
        attributes["id"] != nil && !Self.notObjects.contains(name)
    }
    private static let notObjects: Set<String> = [
        "rect", "color", "fontDescription", "constraint", "autoresizingMask", "outlet", "action", "segue",
        "userDefinedRuntimeAttribute", "point", "size", "inset", "edgeInsets", "nil", "string", "state",
        "accessibility", "simulatedMetricsContainer", "viewLayoutGuide", "navigationItem", "tabBarItem",
        "navigationBar", "tabBar", "gestureRecognizer", "collectionViewFlowLayout",
    ]

    private func addConnections(to object: inout IBObject) {
        for connection in children {
            let a = connection.attributes
            switch connection.name {
            case "outlet":
                if let property = a["property"], let destination = a["destination"] {
                    object.outlets.append(IBOutletConnection(property: property, destination: destination))
                }
            case "action":
                if let selector = a["selector"], let destination = a["destination"] {
                    object.actions.append(
                        IBActionConnection(selector: selector, destination: destination, eventType: a["eventType"] ?? "touchUpInside"))
                }
            case "segue":
                if a["kind"] == "relationship", let relationship = a["relationship"], let destination = a["destination"] {
                    object.relationships.append(IBRelationship(relationship: relationship, destination: destination))
                }
            default: break
            }
        }
    }

    /// The `<document>` root, or an error saying where and why the text is not one. A document in the plain form
    /// Interface Builder writes is read by `WellFormedXMLReader`; anything else by Foundation's `XMLParser`, whose
    /// libxml2 says what is wrong.
    static func parse(_ data: Data) throws -> XMLTree {
        if let root = data.withUnsafeBytes({ WellFormedXMLReader.tree(of: $0.bindMemory(to: UInt8.self)) }), root.name == "document" {
            return root
        }
        let (parser, read) = readByFoundation(data)
        guard let root = read else {
            let code = (parser.parserError as NSError?)?.code
            throw InterfaceBuilderParseError(
                line: parser.lineNumber, column: parser.columnNumber,
                problem: "malformed XML: " + explain(code))
        }
        guard root.name == "document" else {
            throw InterfaceBuilderParseError(
                line: 1, column: 1,
                problem: "not an Interface Builder document: the root element is <\(root.name)>, expected <document>")
        }
        return root
    }

    /// The tree Foundation's `XMLParser` reads, whatever its root; nil when it finds the text not well-formed.
    static func parsedByFoundation(_ data: Data) -> XMLTree? {
        readByFoundation(data).root
    }

    /// `XMLParser` run over `data` (it says where it stopped, and why), and the tree it read: nil when it failed or
    /// found no element.
    private static func readByFoundation(_ data: Data) -> (parser: XMLParser, root: XMLTree?) {
        let parser = XMLParser(data: data)
        let builder = TreeBuilder()
        parser.delegate = builder
        let succeeded = parser.parse()
        return (parser, succeeded ? builder.root : nil)
    }

    /// Words for the parser's error code. On Linux, Foundation's XMLParser passes on libxml2's own
    /// `xmlParserErrors` numbers (which differ from Apple's NSXMLParserError ones); when libxml2 recovers
    /// and goes on, the code is that of the last problem it met, often "the document ends too early".
    private static func explain(_ code: Int?) -> String {
        guard let code, code != 0 else { return "the document is empty" }
        return libxml2Problems[code] ?? "the text is not well-formed XML (libxml2 error \(code))"
    }

    private static let libxml2Problems: [Int: String] = [
        1: "the XML parser failed internally", 2: "out of memory", 3: "the document does not start like XML",
        4: "the document is empty", 5: "the document ends too early, or has text after its root element",
        6: "an invalid hexadecimal character reference", 7: "an invalid decimal character reference",
        8: "an invalid character reference", 9: "an invalid character",
        22: "an entity reference without a name", 23: "an entity reference is missing its ';'",
        26: "an undeclared entity (only &lt; &gt; &amp; &quot; &apos; and character references are known)",
        28: "an unparsed entity", 29: "an external entity (never loaded)", 31: "an unknown encoding",
        32: "an unsupported encoding", 33: "a string should start here", 34: "a string is not closed",
        35: "a namespace declaration is wrong", 36: "an entity value should start here",
        37: "an entity value is not closed", 38: "an unescaped '<' inside an attribute value",
        39: "an attribute value must be quoted", 40: "an attribute value is not closed",
        41: "an attribute is missing its value", 42: "an attribute appears twice on one element",
        43: "a quoted literal should start here", 44: "a quoted literal is not closed",
        45: "a comment is not closed", 46: "a processing instruction should start here",
        47: "a processing instruction is not closed", 61: "the DOCTYPE is not closed",
        62: "']]>' outside a CDATA section", 63: "a CDATA section is not closed",
        64: "a name starting with 'xml' is reserved", 65: "a space is required here", 66: "a separator is required here",
        67: "a name token is required here", 68: "a name is required here", 72: "'<' is required here",
        73: "'>' is required here", 74: "'</' is required here", 75: "'=' is required here",
        76: "an end tag does not match its start tag", 77: "a tag is not closed", 78: "an invalid standalone value",
        79: "an invalid encoding name", 80: "'--' inside a comment", 81: "the text is not in the declared encoding",
        84: "a value is required here", 85: "the elements are not properly nested", 86: "extra content at the end of the document",
        89: "an entity refers to itself", 94: "no DTD was found", 96: "the XML declaration has no version",
        108: "an unknown XML version", 110: "a name is too long", 111: "the parser was stopped",
    ]

    /// Collects elements into a tree; the open elements wait on a stack until their end tag.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            stack.append(XMLTree(name: elementName, attributes: attributeDict))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }
    }
}
