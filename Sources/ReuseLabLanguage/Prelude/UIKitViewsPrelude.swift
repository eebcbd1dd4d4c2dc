/// Views as cell code touches them: the hierarchy, geometry, appearance, the layer, layout calls and
/// recorded (unsolved) Auto Layout constraints; colours, fonts and images; labels and controls; buttons,
/// switches, steppers, sliders and stacks (UIKitControls.swift, a unit loaded on first use); text fields and
/// their delegate (UIKitTextFields.swift).
/// Plain Swift, in the subset: these views hold state and nothing draws them.
enum UIKitViewsPrelude {
    static let files = ["UIKitViews.swift", "UIKitControls.swift", "UIKitTextFields.swift"]
}
