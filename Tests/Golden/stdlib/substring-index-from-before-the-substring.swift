// A substring's indices are its base's, so the base's first index lies before a substring cut further on:
// reading it through the substring traps, as Swift does.
let line = "Maya: see you at eight"
let body = line[line.index(line.startIndex, offsetBy: 6)...]
print(body, body[body.startIndex])
print(body[line.startIndex])
// expect: see you at eight s
// expect-crash: Fatal error: Substring index is out of bounds
