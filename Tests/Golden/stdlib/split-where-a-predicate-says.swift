// split(whereSeparator:), split with maxSplits and omittingEmptySubsequences, and an array split into slices.
import Foundation
let csvLine = "Lena;;Berlin,42"
let fields = csvLine.split(whereSeparator: { $0 == ";" || $0 == "," })
print(fields, fields.count)
let everyField = csvLine.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ";" })
print(everyField)
let keyAndRest = "title: A: B".split(separator: ":", maxSplits: 1)
print(keyAndRest.map { $0.trimmingCharacters(in: .whitespaces) })
print("a,,b,".split(separator: ",", omittingEmptySubsequences: false))
let sentence = "The  quick\tbrown fox"
let words = sentence.split(whereSeparator: \.isWhitespace)
print(words.count, words.last!, type(of: words))
let readings = [12, -1, 14, 15, -1, -1, 9]
let runs = readings.split(separator: -1)
print(runs, runs.map { $0.reduce(0, +) })
print(readings.split(separator: -1, omittingEmptySubsequences: false).count)
let chunks = readings.split(whereSeparator: { $0 < 0 })
print(chunks.first!.startIndex, chunks.last!.startIndex, chunks[1][3])
print(readings.split(maxSplits: 1, whereSeparator: { $0 < 0 }))
let trimmed = "  padded line ".split(separator: " ").joined(separator: " ")
print("[\(trimmed)]")

// What Swift prints:
// expect: ["Lena", "Berlin", "42"] 3
// expect: ["Lena", "", "Berlin,42"]
// expect: ["title", "A: B"]
// expect: ["a", "", "b", ""]
// expect: 4 fox Array<Substring>
// expect: [ArraySlice([12]), ArraySlice([14, 15]), ArraySlice([9])] [12, 29, 9]
// expect: 4
// expect: 0 6 15
// expect: [ArraySlice([12]), ArraySlice([14, 15, -1, -1, 9])]
// expect: [padded line]
