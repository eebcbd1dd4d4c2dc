// Older text APIs answer "no match" with NSNotFound, Int's largest value, in the location of an NSRange.
import Foundation
func firstMatch(of word: String, in words: [String]) -> NSRange {
    guard let index = words.firstIndex(of: word) else { return NSRange(location: NSNotFound, length: 0) }
    return NSMakeRange(index, word.count)
}
let words = ["cell", "reuse", "pool"]
let hit = firstMatch(of: "pool", in: words)
let miss = firstMatch(of: "nib", in: words)
print(hit.location, hit.length, hit.location == NSNotFound)
// expect: 2 4 false
print(miss.location == NSNotFound, NSNotFound == Int.max, miss.length)
// expect: true true 0
