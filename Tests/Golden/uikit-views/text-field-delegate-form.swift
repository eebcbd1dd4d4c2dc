// A sign-up form: text fields in a stack view with a delegate. In a window, `becomeFirstResponder()` asks and tells
// the delegate and moves the keyboard from field to field; outside one it answers false, as UIKit does. Typing and the
// return key are ReuseLab's own helpers (`simulateTyping(_:)`, `simulateReturnKey()`), standing for a finger.
import UIKit

final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let codeField = UITextField()
    private let stack = UIStackView()
    var onSubmit: ((String, String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.placeholder = "Name"
        nameField.returnKeyType = .next
        codeField.placeholder = "Invite code"
        codeField.keyboardType = .numberPad
        codeField.returnKeyType = .done
        for field in [nameField, codeField] {
            field.delegate = self
            field.borderStyle = .roundedRect
            stack.addArrangedSubview(field)
        }
        stack.axis = .vertical
        stack.spacing = 12
        view.addSubview(stack)
        codeField.addTarget(self, action: #selector(codeChanged), for: .editingChanged)
    }

    @objc private func codeChanged() {
        print("code so far: \(codeField.text ?? "")")
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("editing \(textField.placeholder ?? "?")")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("done with \(textField.placeholder ?? "?"): \(textField.text ?? "")")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === codeField else { return true }
        // Digits only, at most four.
        return string.allSatisfy(\.isNumber) && range.location < 4
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            codeField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            onSubmit?(nameField.text ?? "", codeField.text ?? "")
        }
        return true
    }
}

let form = SignUpViewController()
form.loadViewIfNeeded()
print("outside a window:", form.nameField.becomeFirstResponder())

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
window.rootViewController = form
window.makeKeyAndVisible()
form.onSubmit = { name, code in print("submitted \(name) with \(code)") }

form.nameField.simulateTyping("Ada")
form.nameField.simulateReturnKey()
print("name editing:", form.nameField.isEditing, "code editing:", form.codeField.isFirstResponder)
form.codeField.simulateTyping("12a345")
form.codeField.simulateReturnKey()
print("anyone editing:", form.nameField.isFirstResponder || form.codeField.isFirstResponder)
print(form.codeField.keyboardType == .numberPad, form.nameField.returnKeyType == .next)
// expect: outside a window: false
// expect: editing Name
// expect: done with Name: Ada
// expect: editing Invite code
// expect: name editing: false code editing: true
// expect: code so far: 1
// expect: code so far: 12
// expect: code so far: 123
// expect: code so far: 1234
// expect: done with Invite code: 1234
// expect: submitted Ada with 1234
// expect: anyone editing: false
// expect: true true
