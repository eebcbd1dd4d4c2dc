// lazy var: initialised once on first access, may use self and other properties, and can be assigned.
final class Label {
    var text: String
    init(text: String) { self.text = text; print("Label(\(text)) made") }
}

class Card {
    let name: String
    var count = 2
    lazy var title: String = "Card \(name) x\(count)"
    lazy var label: Label = {
        let l = Label(text: self.name)
        l.text += "!"
        return l
    }()
    lazy var doubled = count * 2

    init(name: String) {
        self.name = name
        print("init done")
    }
}

let card = Card(name: "A")
card.count = 5
print(card.title)
print(card.label.text)
print(card.label.text)
print(card.doubled)
card.count = 100
print(card.doubled)
card.title = "changed"
print(card.title)
card.label = Label(text: "B")
print(card.label.text)
// expect: init done
// expect: Card A x5
// expect: Label(A) made
// expect: A!
// expect: A!
// expect: 10
// expect: 10
// expect: changed
// expect: Label(B) made
// expect: B
