// `randomElement()` of a set is one of its members, or nil when it is empty.
let single: Set = [42]
print(single.randomElement()!, Set<Int>().randomElement() as Any)
// expect: 42 nil
let tags: Set = ["swift", "uikit", "reuse"]
print(tags.contains(tags.randomElement()!))
// expect: true
