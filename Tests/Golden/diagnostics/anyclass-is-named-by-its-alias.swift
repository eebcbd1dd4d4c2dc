// A value of type AnyClass? is named as swiftc names it: by the alias, then what the alias stands for.
let registeredClass: AnyClass? = nil
let count: Int = registeredClass

// expect-error: cannot convert value of type 'AnyClass?' (aka 'Optional<any AnyObject.Type>') to specified type 'Int'
