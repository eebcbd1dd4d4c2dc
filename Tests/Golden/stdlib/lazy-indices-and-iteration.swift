// A lazy filter finds its first element by index, then maps that element again; iterating runs each closure once.
let rows = [3, 8, 1, 12]
var log: [String] = []
let chain = rows.lazy
    .map { (n: Int) -> Int in log.append("f\(n)"); return n }
    .filter { (n: Int) -> Bool in log.append("p\(n)"); return n > 5 }
    .map { (n: Int) -> Int in log.append("g\(n)"); return n }
_ = chain.first; print(log); log = []
_ = chain.isEmpty; print(log); log = []
_ = chain.count; print(log); log = []
_ = Array(chain); print(log); log = []
for _ in chain {}; print(log); log = []
_ = chain.first(where: { _ in true }); print(log); log = []
let compact = rows.lazy.compactMap { (n: Int) -> Int? in log.append("c\(n)"); return n > 5 ? n : nil }
_ = compact.first; print(log); log = []
let mapped = rows.lazy.map { (n: Int) -> Int in log.append("m\(n)"); return n }
_ = mapped.count; _ = mapped.first; _ = mapped.isEmpty; print(log); log = []
// expect: ["f3", "p3", "f8", "p8", "f8", "g8"]
// expect: ["f3", "p3", "f8", "p8"]
// expect: ["f3", "p3", "f8", "p8", "f1", "p1", "f12", "p12"]
// expect: ["f3", "p3", "f8", "p8", "g8", "f1", "p1", "f12", "p12", "g12"]
// expect: ["f3", "p3", "f8", "p8", "g8", "f1", "p1", "f12", "p12", "g12"]
// expect: ["f3", "p3", "f8", "p8", "g8"]
// expect: ["c3", "c8", "c8"]
// expect: ["m3"]
