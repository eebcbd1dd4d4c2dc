// An operator declared in a type is a static function.
struct Money {
    var cents: Int
    func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
// expect-error: operator '+' declared in type 'Money' must be 'static'
