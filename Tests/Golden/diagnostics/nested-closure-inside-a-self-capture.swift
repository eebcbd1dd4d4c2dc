// An escaping closure nested inside a `[self]` closure does not inherit its implicit `self`: swiftc warns (an error
// in the Swift 6 language mode) and the program runs; a non-escaping one inside is fine.
final class ThumbnailLoader {
    var loaded = 0
    var names: [String] = []
    private var queued: [() -> Void] = []

    func enqueue(_ work: @escaping () -> Void) { queued.append(work) }
    func drain() {
        while !queued.isEmpty { queued.removeFirst()() }
    }

    func load(_ files: [String]) {
        enqueue { [self] in
            loaded += 1
            files.forEach { names.append($0) }
            enqueue {
                loaded += 10
                print("decoded", names.count, "files")
            }
        }
    }
}

let loader = ThumbnailLoader()
loader.load(["a.png", "b.png"])
loader.drain()
print(loader.loaded, loader.names)
// expect: decoded 2 files
// expect: 11 ["a.png", "b.png"]
// expect-warning: reference to property 'loaded' in closure requires explicit use of 'self' to make capture semantics explicit; this is an error in the Swift 6 language mode
// expect-warning: reference to property 'names' in closure requires explicit use of 'self' to make capture semantics explicit; this is an error in the Swift 6 language mode
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
