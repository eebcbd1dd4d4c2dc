// `for x: T in`: the annotation types an array literal's elements; over another sequence it must name
// the element type.
import Foundation

for scale: Double in [1, 2, 3] {
    print(scale / 2)
}
for rule: FloatingPointRoundingRule in [.up, .down] {
    print(rule, 2.5.rounded(rule))
}
let titles = ["Inbox", "Sent"]
for title: String in titles where title.count > 4 {
    print(title)
}
// expect: 0.5
// expect: 1.0
// expect: 1.5
// expect: up 3.0
// expect: down 2.0
// expect: Inbox
