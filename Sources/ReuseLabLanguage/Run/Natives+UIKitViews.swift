import Foundation
import ReuseLabSimulator

/// Natives of the views, controls and controllers part of the UIKit prelude: printing colours, images from the
/// bundle, target-action, storyboard views, nib loading from `Bundle`, and table and collection views made by
/// Interface Builder (`init(coder:)`).
extension Interpreter {
    func registerUIKitViewNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        // `%g`, as UIColor prints its components: 1, 0.5, 0.333333.
        d("UIColor._component(_:)") { _, c in .string(String(format: "%g", try c.double("value"))) }
        d("get UIColor._address") { _, c in .string(c.receiver.asObject?.address ?? "0x0") }
        d("UIImage.init(named:)") { i, c in
            let name = try c.string("name")
            guard i.bundleHasImage(named: name) else { return .none }
            return try i.makeImage(named: name)
        }
        d("UIImage.init(systemName:)") { i, c in
            let name = try c.string("name")
            return name.isEmpty ? .none : try i.makeImage(named: name)
        }
        d("UIControl._addTarget(_:_:_:)") { i, c in
            if let control = c.receiver.asObject, let target = i.unerased(try c.arg("target")).asObject {
                i.addTargetAction(to: control, target: target, selector: try c.string("selector"), event: try c.int("event"))
            }
            return .void
        }
        d("UIControl._sendTargetActions(_:)") { i, c in
            if let control = c.receiver.asObject { try i.sendTargetActions(control, event: try c.int("event"), loc: c.loc) }
            return .void
        }
        d("UIViewController._loadStoryboardView()") { i, c in
            if let controller = c.receiver.asObject { try i.loadStoryboardView(of: controller) }
            return .void
        }
        d("Bundle.loadNibNamed(_:owner:options:)") { i, c in
            let nib = Nib(name: try c.string("name"), bundle: i.sim.bundle, simulation: i.sim)
            let doc = try i.uikit(c.loc) { try nib.document() }
            return .array(try i.loadNib(doc, owner: i.unerased(try c.arg("owner")).asObject).map { .object($0) })
        }
        d("UITableView.init(coder:)") { i, c in
            let o = try c.receiver.asObject ?? (i.allocate(i.world.types["UITableView"]!))
            o.native = i.sim.makeTableView(frame: .zero, style: .plain)
            return .object(o)
        }
        d("UICollectionView.init(coder:)") { i, c in
            let o = try c.receiver.asObject ?? (i.allocate(i.world.types["UICollectionView"]!))
            let layout = try i.makeInstance(i.world.types["UICollectionViewFlowLayout"]!, labels: [], args: [])
            o.native = i.sim.makeCollectionView(frame: .zero, layout: i.flowLayout(.object(layout)))
            o.attachments[Self.layoutObjectKey] = layout
            return .object(o)
        }
    }

    /// A value passed as `Any`, without its erasure.
    func unerased(_ v: Value) -> Value {
        if case .erased(let inner, _) = v { return unerased(inner) }
        return v
    }

    private func makeImage(named name: String) throws -> Value {
        let image = try allocate(world.types["UIImage"]!)
        if let field = world.types["UIImage"]?.properties["_name"]?.first?.fieldIndex, field >= 0, field < image.fields.count {
            image.fields[field] = .string(name)
        }
        return .object(image)
    }

    /// NAME.png (or @2x/@3x, .jpg, .jpeg, .pdf) beside the script, or NAME.imageset in an asset catalog there.
    func bundleHasImage(named name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/") else { return false }
        let directory = sim.bundle.directory
        let files = FileManager.default
        for suffix in ["", "@2x", "@3x"] {
            for ext in ["png", "jpg", "jpeg", "pdf"]
            where files.fileExists(atPath: directory.appendingPathComponent(name + suffix + "." + ext).path) {
                return true
            }
        }
        let contents = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
        for catalog in contents where catalog.hasSuffix(".xcassets") {
            if files.fileExists(atPath: directory.appendingPathComponent(catalog).appendingPathComponent(name + ".imageset").path) {
                return true
            }
        }
        return false
    }
}
