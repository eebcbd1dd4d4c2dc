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

/// The element tree of an Interface Builder file, built with Foundation's XMLParser.
struct XMLTree {
    var name: String
    var attributes: [String: String]
    var children: [XMLTree] = []

    func child(named name: String) -> XMLTree? {
        children.first { $0.name == name }
    }

    var ibObject: IBObject {
        var object = IBObject(elementName: name, id: attributes["id"] ?? "", customClass: attributes["customClass"],
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
                    object.actions.append(IBActionConnection(selector: selector, destination: destination, eventType: a["eventType"] ?? "touchUpInside"))
                }
            case "segue":
                if a["kind"] == "relationship", let relationship = a["relationship"], let destination = a["destination"] {
                    object.relationships.append(IBRelationship(relationship: relationship, destination: destination))
                }
            default: break
            }
        }
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
