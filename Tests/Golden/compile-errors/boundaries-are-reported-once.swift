// Valid Swift that ReuseLab does not run yet is reported once, at the construct, in ReuseLab's words: its uses raise no swiftc-worded follow-on errors.
import Foundation

func scale() {
    func double(_ value: inout Int) { value *= 2 }
    var size = 4
    double(&size)
    print(size)

    func first<T>(_ items: [T]) -> T? { items.first }
    let top = first([3, 1])
    print(top ?? 0)
}

actor Counter {
    var count = 0
}
let counter = Counter()
print(counter)

func refreshLater() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        print("refreshed")
    }
}

// expect-error: 'inout' in a function declared inside a function is not supported in ReuseLab yet
// expect-errors: 4
