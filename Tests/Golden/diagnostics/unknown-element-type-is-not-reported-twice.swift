// An array of something not found has no type: only the name not found is reported, never '[<<error type>>]'.
let cells = [PhotoCel()]
let first: Int = cells

// expect-error: cannot find 'PhotoCel' in scope
