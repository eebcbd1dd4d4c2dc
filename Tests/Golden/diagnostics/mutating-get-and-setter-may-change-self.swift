// A `mutating get` and a plain setter may change the struct's stored properties; reading the getter needs a `var`.
struct Ticket {
    private var issued = 0
    var prefix = "A"

    var next: String {
        mutating get {
            issued += 1
            return "\(prefix)\(issued)"
        }
    }

    var code: String {
        get { prefix }
        set { prefix = newValue.uppercased() }
    }
}

var tickets = Ticket()
print(tickets.next)
tickets.code = "b"
print(tickets.next)
// expect: A1
// expect: B2
