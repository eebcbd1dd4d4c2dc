import Foundation
import ReuseLabSimulator

/// Loading Interface Builder objects as UIKit does: every object made with `init(coder:)`, its attributes
/// applied, subviews added, then the outlets connected by key-value coding (a property the class lacks raises
/// `NSUnknownKeyException`), actions wired to their targets, and last `awakeFromNib()` on every object.
extension Interpreter {
    /// One nib (or storyboard scene) being loaded: the objects made so far, by Interface Builder id.
    final class NibLoad {
        var objectsByID: [String: Instance] = [:]
        /// In creation order, for `awakeFromNib()`.
        var created: [Instance] = []
        var outlets: [(source: Instance, connection: IBOutletConnection)] = []
        var actions: [(control: Instance, connection: IBActionConnection)] = []
    }

    /// A storyboard scene remembered by its view controller, so that `loadView()` can build the scene's view.
    final class SceneAttachment {
        let scene: IBObject
        let storyboard: String
        init(scene: IBObject, storyboard: String) {
            self.scene = scene
            self.storyboard = storyboard
        }
    }

    static let sceneKey = "storyboardScene"
    static let targetActionsKey = "targetActions"

    /// A nib's top-level cell or view, loaded as its own nib (no owner): what a registered nib or a storyboard
    /// prototype gives the table or collection view.
    func instantiate(_ object: IBObject) throws -> Instance {
        let load = NibLoad()
        let instance = try build(object, load)
        try finish(load)
        return instance
    }

    /// `UINib.instantiate(withOwner:options:)` and `Bundle.loadNibNamed(_:owner:options:)`: the top-level objects,
    /// with the File's Owner's outlets connected to `owner`.
    func loadNib(_ document: NibDocument, owner: Instance?) throws -> [Instance] {
        let load = NibLoad()
        if let owner, let placeholder = document.filesOwner {
            load.objectsByID[placeholder.id] = owner
            load.outlets += placeholder.outlets.map { (owner, $0) }
        }
        let objects = try document.topLevelObjects.map { try build($0, load) }
        try finish(load)
        return objects
    }

    /// A storyboard scene's view controller: made with `init(coder:)`, its view left for `loadView()`, and the
    /// controllers of its relationships (a navigation controller's root, a tab bar controller's tabs) made too.
    func instantiateScene(_ scene: IBObject, storyboard: String, document: StoryboardDocument) throws -> Instance {
        let controller = try makeFromCoder(scene)
        controller.attachments[Self.sceneKey] = SceneAttachment(scene: scene, storyboard: storyboard)
        try applyAttributes(scene, to: controller)
        var tabs: [Value] = []
        for relationship in scene.relationships {
            guard let destination = document.scene(withID: relationship.destination) else { continue }
            let child = try instantiateScene(destination, storyboard: storyboard, document: document)
            switch relationship.relationship {
            case "rootViewController":
                try callByName(controller, "pushViewController", labels: [nil, "animated"], [.object(child), .bool(false)])
            case "viewControllers": tabs.append(.object(child))
            default: break
            }
        }
        if !tabs.isEmpty { try callByName(controller, "setViewControllers", labels: [nil, "animated"], [.array(tabs), .bool(false)]) }
        try callByName(controller, "awakeFromNib", labels: [], [])
        return controller
    }

    /// `loadView()` of a controller from a storyboard: the scene's view, its subviews and outlets (to the
    /// controller, too), then `awakeFromNib()` on the views. Does nothing for a controller made in code.
    func loadStoryboardView(of controller: Instance) throws {
        guard let attachment = controller.attachments[Self.sceneKey] as? SceneAttachment,
            let viewObject = attachment.scene.keyedObject("view")
        else { return }
        let load = NibLoad()
        load.objectsByID[attachment.scene.id] = controller
        load.outlets += attachment.scene.outlets.map { (controller, $0) }
        let view = try build(viewObject, load)
        try setByKey(controller, "view", .object(view))
        try finish(load)
    }

    // MARK: Building

    private func build(_ object: IBObject, _ load: NibLoad) throws -> Instance {
        let instance = try makeFromCoder(object)
        load.objectsByID[object.id] = instance
        load.created.append(instance)
        try applyAttributes(object, to: instance)
        load.outlets += object.outlets.map { (instance, $0) }
        load.actions += object.actions.map { (instance, $0) }
        // A cell's content view exists already (the cell made it); Interface Builder's holds the subviews.
        var container = instance
        if let contentObject = object.keyedObject("contentView"),
            case .object(let contentView)? = try? getByKey(instance, "contentView")
        {
            load.objectsByID[contentObject.id] = contentView
            load.outlets += contentObject.outlets.map { (contentView, $0) }
            container = contentView
            for sub in contentObject.subviews { try add(try build(sub, load), to: contentView, arranged: false) }
        }
        let arranged = object.elementName == "stackView"
        for sub in object.subviews { try add(try build(sub, load), to: container, arranged: arranged) }
        // A styled cell names its own labels and image view by id (`textLabel="…"`): they become the cell's.
        for (attribute, field) in [("textLabel", "_textLabel"), ("detailTextLabel", "_detailTextLabel"), ("imageView", "_imageView")] {
            if let id = object.attributes[attribute], let part = load.objectsByID[id] { try setIfPresent(instance, field, .object(part)) }
        }
        try registerPrototypes(object, of: instance)
        return instance
    }

    private func add(_ child: Instance, to parent: Instance, arranged: Bool) throws {
        if arranged {
            try callByName(parent, "addArrangedSubview", labels: [nil], [.object(child)])
        } else {
            try callByName(parent, "addSubview", labels: [nil], [.object(child)])
        }
    }

    /// A storyboard table or collection view's prototype cells, registered under their identifiers.
    private func registerPrototypes(_ object: IBObject, of instance: Instance) throws {
        for prototype in object.prototypes {
            guard let identifier = prototype.reuseIdentifier, !identifier.isEmpty else { continue }
            if let table = instance.native as? TableView { table.register(.prototype(prototype), forCellReuseIdentifier: identifier) }
            if let collection = instance.native as? CollectionView {
                collection.register(.prototype(prototype), forCellWithReuseIdentifier: identifier)
            }
        }
    }

    private func finish(_ load: NibLoad) throws {
        for (source, connection) in load.outlets {
            guard let destination = load.objectsByID[connection.destination] else { continue }
            try setByKey(source, connection.property, .object(destination))
        }
        for (control, connection) in load.actions {
            guard let target = load.objectsByID[connection.destination] else { continue }
            addTargetAction(to: control, target: target, selector: connection.selector, event: Self.controlEvent(connection.eventType))
        }
        for object in load.created { try callByName(object, "awakeFromNib", labels: [], []) }
    }

    /// `init(coder:)` of the custom class, or of the element's UIKit class when there is none (or the custom
    /// class is unknown: UIKit then logs and falls back the same way).
    private func makeFromCoder(_ object: IBObject) throws -> Instance {
        let decl = uikitClass(named: object.className) ?? uikitClass(named: object.uikitClassName) ?? world.types["UIView"]!
        let coder = try makeInstance(world.types["NSCoder"]!, labels: [], args: [])
        return try makeInstance(decl, labels: ["coder"], args: [.object(coder)])
    }

    /// A class a nib or storyboard names, loading the UIKit unit that declares it when the script has not named it
    /// yet (`<switch>`, `customClass="UIViewController"`): the document makes what it would where every unit loads
    /// at the start.
    func uikitClass(named name: String) -> NominalDecl? {
        world.types[name] ?? loadUIKitUnitDeclaring(name)
    }

    /// The attributes Interface Builder writes that ReuseLab keeps: geometry, visibility, texts, values.
    private func applyAttributes(_ object: IBObject, to instance: Instance) throws {
        let a = object.attributes
        func yes(_ name: String) -> Bool? { a[name].map { $0 == "YES" } }
        if let frame = a["frame"] {
            let n = frame.split(separator: " ").map { Double($0) ?? 0 }
            if n.count == 4 { try setIfPresent(instance, "frame", rectValue(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))) }
        }
        if let tag = a["tag"].flatMap(Int.init) { try setIfPresent(instance, "tag", .int(tag)) }
        if let hidden = yes("hidden") { try setIfPresent(instance, "isHidden", .bool(hidden)) }
        if let clips = yes("clipsSubviews") { try setIfPresent(instance, "clipsToBounds", .bool(clips)) }
        if let alpha = a["alpha"].flatMap(Double.init) { try setIfPresent(instance, "alpha", .double(alpha)) }
        if let text = a["text"] { try setIfPresent(instance, "text", .string(text)) }
        if let placeholder = a["placeholder"] { try setIfPresent(instance, "placeholder", .string(placeholder)) }
        if let lines = a["numberOfLines"].flatMap(Int.init) { try setIfPresent(instance, "numberOfLines", .int(lines)) }
        if let on = yes("on") { try setIfPresent(instance, "isOn", .bool(on)) }
        for name in ["value", "minimumValue", "maximumValue", "stepValue", "spacing", "rowHeight"] {
            if let number = a[name].flatMap(Double.init) { try setIfPresent(instance, name, .double(number)) }
        }
        if object.isViewControllerElement, let title = a["title"] { try setIfPresent(instance, "title", .string(title)) }
        if let title = a["title"], object.elementName == "button" {
            try callByName(instance, "_setNormalTitle", labels: [nil], [.string(title)])
        }
        if let image = a["image"] { try callByName(instance, "_setImageNamed", labels: [nil], [.string(image)]) }
        if let axis = a["axis"] { try callByName(instance, "_setAxis", labels: [nil], [.string(axis)]) }
        if let style = a["style"], object.elementName == "tableViewCell" {
            try callByName(instance, "_setStyle", labels: [nil], [.string(style)])
        }
        if let accessory = a["accessoryType"] { try callByName(instance, "_setAccessory", labels: [nil], [.string(accessory)]) }
        if let selection = a["selectionStyle"] { try callByName(instance, "_setSelectionStyle", labels: [nil], [.string(selection)]) }
    }

    // MARK: Key-value coding

    /// The instance property with this name, from the class or a superclass.
    func property(named name: String, of instance: Instance) -> VarDecl? {
        for c in instance.decl.classChain {
            if let v = c.properties(named: name)?.first(where: { !$0.isStatic }) { return v }
        }
        return nil
    }

    /// `setValue(_:forKey:)`: UIKit's `NSUnknownKeyException` when the class has no such property.
    func setByKey(_ instance: Instance, _ key: String, _ value: Value) throws {
        guard let v = property(named: key, of: instance), v.isSettable || v.native != nil else {
            let name = runtimeName(.nominal(instance.decl, []))
            throw uikitTrap(Diagnostics.undefinedKey(className: name, address: instance.address, key: key), at: lastLoc)
        }
        _ = try setProperty(v, of: .object(instance), to: value, dispatch: .dynamic, loc: lastLoc)
    }

    func getByKey(_ instance: Instance, _ key: String) throws -> Value? {
        guard let v = property(named: key, of: instance) else { return nil }
        return try getProperty(v, of: .object(instance), dispatch: .dynamic, loc: lastLoc)
    }

    private func setIfPresent(_ instance: Instance, _ key: String, _ value: Value) throws {
        guard let v = property(named: key, of: instance), v.isSettable || v.native != nil else { return }
        _ = try setProperty(v, of: .object(instance), to: value, dispatch: .dynamic, loc: lastLoc)
    }

    /// Calls the instance's method with this name and labels when it has one (dynamic dispatch, overrides first).
    @discardableResult
    func callByName(_ instance: Instance, _ name: String, labels: [String?], _ args: [Value]) throws -> Value? {
        try invoke(instance, method(of: instance, name, labels: labels), args: args)
    }

    // MARK: Target-action

    /// A control's targets and actions. UIKit does not retain a target, and adding the same target, action
    /// and event again does not add a second entry (`addTarget` in every `cellForRowAt` is safe).
    final class TargetActions {
        final class Entry {
            private let reference: WeakInstance
            /// Not retained, as UIKit does not (and not with Swift's `weak`: see `Liveness`).
            var target: Instance? { reference.object }
            let method: FuncDecl
            let selector: String
            let event: Int
            init(target: Instance, method: FuncDecl, selector: String, event: Int) {
                self.reference = WeakInstance(target)
                self.method = method
                self.selector = selector
                self.event = event
            }
        }
        var entries: [Entry] = []
    }

    /// `tapped:` names the method `tapped(_:)`, `tapped` one without parameters, `selectWithRow:` `select(row:)`
    /// (Swift's Objective-C names); a method of the same base name and parameter count otherwise.
    func addTargetAction(to control: Instance, target: Instance, selector: String, event: Int) {
        let name = String(selector.prefix { $0 != ":" })
        let parameterCount = selector.filter { $0 == ":" }.count
        let methods = target.decl.classChain.lazy.flatMap { $0.methods.values.joined() }.filter { !$0.isStatic }
        let exact = methods.first(where: { objectiveCSelector(of: $0) == selector })
        let nearest = target.decl.classChain.lazy.compactMap {
            $0.methods(named: name)?.first { $0.params.count == parameterCount && !$0.isStatic }
        }
        guard let method = exact ?? nearest.first(where: { _ in true }) else { return }
        let actions = (control.attachments[Self.targetActionsKey] as? TargetActions) ?? TargetActions()
        if actions.entries.contains(where: { $0.target === target && $0.selector == selector && $0.event == event }) { return }
        actions.entries.append(TargetActions.Entry(target: target, method: method, selector: selector, event: event))
        control.attachments[Self.targetActionsKey] = actions
    }

    func sendTargetActions(_ control: Instance, event: Int, loc: SourceLoc) throws {
        guard let actions = control.attachments[Self.targetActionsKey] as? TargetActions else { return }
        for entry in actions.entries where entry.event & event != 0 {
            guard let target = entry.target else { continue }
            let args: [Value?] = entry.method.params.isEmpty ? [] : [.object(control)]
            _ = try call(entry.method, receiver: .object(target), args: args, bindings: [:], loc: loc, caller: nil)
        }
    }

    /// UIControl.Event raw values, by Interface Builder's `eventType` names.
    static func controlEvent(_ name: String) -> Int {
        switch name {
        case "touchDown": return 1
        case "touchUpInside": return 64
        case "touchUpOutside": return 128
        case "valueChanged": return 4096
        case "primaryActionTriggered": return 8192
        case "editingChanged": return 131072
        default: return 64
        }
    }
}

extension IBObject {
    var isViewControllerElement: Bool { elementName.hasSuffix("Controller") }
}
