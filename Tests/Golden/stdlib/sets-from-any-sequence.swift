// Set(…) of any sequence: a string's characters, ranges, strides, a slice, the result of map or flatMap.
struct Track { let title: String; let tags: [String] }
let tracks = [
    Track(title: "Intro", tags: ["calm", "piano"]),
    Track(title: "Drive", tags: ["fast", "synth"]),
    Track(title: "Rain", tags: ["calm", "synth"]),
]
let vowelsInTitle = Set("interlude").intersection(Set("aeiou"))
print(vowelsInTitle.sorted(), Set("banana").count)
let pages = Set(1...4)
let visited = Set(stride(from: 2, through: 8, by: 2))
print(pages.subtracting(visited).sorted(), pages.union(visited).count)
let lengths = Set(tracks.map(\.title.count))
print(lengths.sorted())
let allTags = Set(tracks.flatMap { $0.tags })
let calmTitles: Set<String> = Set(tracks.filter { $0.tags.contains("calm") }.map(\.title))
print(allTags.sorted(), calmTitles.sorted())
let laterTracks = Set(tracks[1...].map(\.title))
let firstWords = Set("one two one three".split(separator: " "))
print(laterTracks.sorted(), firstWords.count, firstWords.contains("two"))
let halfOpen = Set(0..<3)
print(halfOpen.isSubset(of: pages), halfOpen.contains(0))

// What Swift prints:
// expect: ["e", "i", "u"] 3
// expect: [1, 3] 6
// expect: [4, 5]
// expect: ["calm", "fast", "piano", "synth"] ["Intro", "Rain"]
// expect: ["Drive", "Rain"] 3 true
// expect: false true
