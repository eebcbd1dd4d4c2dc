// ReuseLab prelude: UIKitControls. Written in the Swift subset ReuseLab checks and runs; embedded at build time
// (EmbedPreludeLibrary), so edit it here.
//
// Buttons, switches, steppers, sliders, stack views and activity indicators: a unit of UIKit that loads when an
// entry first names one of them (Prelude/PreludeUnits.swift), or when a nib or storyboard makes one of them for
// an element (`<switch>`, `<stackView>`) in a script that never named it (Run/Interpreter+InterfaceBuilder.swift).
// UIControl, UIAction and Selector stay in UIKitViews.swift: text fields, refresh controls and bar items use them.

open class UIButton: UIControl {
    public enum ButtonType {
        case custom
        case system
        case detailDisclosure
        case infoLight
        case infoDark
        case contactAdd
        case close
    }
    public var buttonType: UIButton.ButtonType = .system
    public var _titles: [Int: String] = [:]
    public var _titleColors: [Int: UIColor] = [:]
    public var _images: [Int: UIImage] = [:]
    public let _titleLabel: UILabel = UILabel()
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    public var titleLabel: UILabel? { return _titleLabel }
    public func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state.rawValue] = title
        _titleLabel.text = currentTitle
    }
    public func title(for state: UIControl.State) -> String? {
        if let t = _titles[state.rawValue] { return t }
        return _titles[0]
    }
    public var currentTitle: String? {
        if isSelected, let t = _titles[4] { return t }
        return _titles[0]
    }
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _titleColors[state.rawValue] = color
    }
    public func titleColor(for state: UIControl.State) -> UIColor? {
        if let c = _titleColors[state.rawValue] { return c }
        return _titleColors[0]
    }
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        _images[state.rawValue] = image
    }
    public func image(for state: UIControl.State) -> UIImage? {
        if let i = _images[state.rawValue] { return i }
        return _images[0]
    }
    public var currentImage: UIImage? { return _images[0] }
    public func _setNormalTitle(_ title: String) {
        setTitle(title, for: .normal)
    }
}

open class UISwitch: UIControl {
    public var isOn: Bool = false
    public var onTintColor: UIColor? = nil
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

open class UIStepper: UIControl {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
}

open class UISlider: UIControl {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }
}

open class UIStackView: UIView {
    public enum Distribution {
        case fill
        case fillEqually
        case fillProportionally
        case equalSpacing
        case equalCentering
    }
    public enum Alignment {
        case fill
        case leading
        case top
        case firstBaseline
        case center
        case trailing
        case bottom
        case lastBaseline
    }
    public var arrangedSubviews: [UIView] = []
    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var spacing: CGFloat = 0
    public var distribution: UIStackView.Distribution = .fill
    public var alignment: UIStackView.Alignment = .fill
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }
    public convenience override init() {
        self.init(frame: .zero)
    }
    public func addArrangedSubview(_ view: UIView) {
        _removeArranged(view)
        arrangedSubviews.append(view)
        addSubview(view)
    }
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _removeArranged(view)
        arrangedSubviews.insert(view, at: stackIndex)
        addSubview(view)
    }
    /// Leaves the view in `subviews`, as UIKit does: only `removeFromSuperview()` takes it out of both.
    public func removeArrangedSubview(_ view: UIView) {
        _removeArranged(view)
    }
    public func _setAxis(_ name: String) {
        axis = name == "vertical" ? .vertical : .horizontal
    }
    public func _removeArranged(_ view: UIView) {
        var i = 0
        while i < arrangedSubviews.count {
            if arrangedSubviews[i] === view { arrangedSubviews.remove(at: i) } else { i += 1 }
        }
    }
}

open class UIActivityIndicatorView: UIView {
    public enum Style {
        case medium
        case large
    }
    public var style: UIActivityIndicatorView.Style = .medium
    public var color: UIColor! = UIColor.gray
    public var isAnimating: Bool = false
    public var hidesWhenStopped: Bool = true
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
        self.style = style
        isHidden = true
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }
    public convenience override init() {
        self.init(frame: .zero)
    }
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
