// Casting an implicitly unwrapped optional with as? and is treats it as the optional it is: nil casts to nil, no trap.
class Animal {}
final class Dog: Animal { func bark() -> String { "woof" } }
var pet: Animal! = nil
print(pet as? Dog == nil)
print(pet is Dog)
pet = Dog()
print((pet as? Dog)?.bark() ?? "-")
print(pet is Dog)
let d = pet as! Dog
print(d.bark())
// expect: true
// expect: false
// expect: woof
// expect: true
// expect: woof
