// Optional chaining stops at the first nil; ?? supplies a default.
import UIKit

final class Owner {
    var pet: Pet?
}

final class Pet {
    var name: String
    init(name: String) { self.name = name }
}

let owner = Owner()
print(owner.pet?.name ?? "no pet")
// expect: no pet
print(owner.pet?.name.count as Any)
// expect: nil
owner.pet = Pet(name: "Rex")
print(owner.pet?.name ?? "no pet")
// expect: Rex
print(owner.pet?.name.count)
// expect: Optional(3)
let fallback: Int? = nil
print(fallback ?? -1)
// expect: -1
