// Text fields as UIKit edits them: `becomeFirstResponder()` (inside a window) asks the delegate's
// textFieldShouldBeginEditing, then tells textFieldDidBeginEditing and sends `.editingDidBegin`;
// `resignFirstResponder()` asks textFieldShouldEndEditing, then tells textFieldDidEndEditing and sends
// `.editingDidEnd`. Typing and the return key are a finger's: ReuseLab's own helpers `simulateTyping(_:)` and
// `simulateReturnKey()` (not UIKit API) begin editing as a tap in the field would, ask
// `textField(_:shouldChangeCharactersIn:replacementString:)` for each character and send `.editingChanged`, and
// ask textFieldShouldReturn. Setting `text` in code calls no delegate and sends no event, as in UIKit.

@objc public protocol UITextFieldDelegate: NSObjectProtocol {
    @objc optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidBeginEditing(_ textField: UITextField)
    @objc optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidEndEditing(_ textField: UITextField)
    @objc optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    @objc optional func textFieldShouldClear(_ textField: UITextField) -> Bool
    @objc optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidChangeSelection(_ textField: UITextField)
}

public enum UIKeyboardType: Int {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad
}

public enum UIReturnKeyType: Int {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

public enum UITextAutocapitalizationType: Int {
    case none
    case words
    case sentences
    case allCharacters
}

public enum UITextAutocorrectionType: Int {
    case `default`
    case no
    case yes
}

extension UITextField {
    public enum ViewMode: Int {
        case never
        case whileEditing
        case unlessEditing
        case always
    }

    public var isEditing: Bool { return isFirstResponder }

    public func _beginEditing() -> Bool {
        if isFirstResponder { return true }
        if delegate?.textFieldShouldBeginEditing?(self) == false { return false }
        guard _takeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing?(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// ReuseLab's own helper, not UIKit API: a finger tapping into the field and typing `text`, one character at a
    /// time; each is asked of the delegate, then added, then `.editingChanged` is sent.
    public func simulateTyping(_ text: String) {
        guard isEnabled && _beginEditing() else { return }
        for character in text {
            let current = self.text ?? ""
            let range = NSRange(location: current.count, length: 0)
            if delegate?.textField?(self, shouldChangeCharactersIn: range, replacementString: String(character)) == false {
                continue
            }
            self.text = current + String(character)
            sendActions(for: .editingChanged)
        }
    }

    /// ReuseLab's own helper, not UIKit API: the keyboard's return key. The delegate's textFieldShouldReturn is
    /// asked; `.editingDidEndOnExit` is sent when it answers true (or there is none).
    public func simulateReturnKey() {
        guard isFirstResponder else { return }
        if delegate?.textFieldShouldReturn?(self) ?? true { sendActions(for: .editingDidEndOnExit) }
    }
}
