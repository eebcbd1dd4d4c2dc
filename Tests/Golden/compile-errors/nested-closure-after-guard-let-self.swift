// `guard let self` in a `[weak self]` closure lets that closure use members without `self.`, but not an escaping
// closure nested inside it: swiftc asks for `self.` there.
final class AvatarCell {
    var imageName = ""
    var pending: [() -> Void] = []

    func later(_ work: @escaping () -> Void) { pending.append(work) }

    func configure(with name: String) {
        later { [weak self] in
            guard let self else { return }
            imageName = name
            later {
                print("showing", imageName)
            }
        }
    }
}
// expect-error: reference to property 'imageName' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
// expect-errors: 1
