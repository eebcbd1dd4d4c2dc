/// Views as cell code touches them: the hierarchy, geometry, appearance, the layer, layout calls and
/// recorded (unsolved) Auto Layout constraints; colours, fonts and images; labels, controls and stacks; text
/// fields and their delegate (UIKitTextFields.swift).
/// Plain Swift, in the subset: these views hold state and nothing draws them.
enum UIKitViewsPrelude {
    static let files = ["UIKitViews.swift", "UIKitTextFields.swift"]
}
