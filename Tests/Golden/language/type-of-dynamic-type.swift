// type(of:) reports the dynamic type, whatever the static type of the variable says.
import UIKit

class Animal {}
final class Dog: Animal {}

let pet: Animal = Dog()
print(type(of: pet))
// expect: Dog
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self)
// expect: true false
print(pet is Dog, pet is Animal)
// expect: true true
let count = 3
print(type(of: count), type(of: "text"), type(of: 2.5), type(of: true))
// expect: Int String Double Bool
print(type(of: [1, 2]))
// expect: Array<Int>
