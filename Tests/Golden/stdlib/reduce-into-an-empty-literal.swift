// reduce(into: [:]) and reduce(into: []) with no written type: a closure of one expression says what the empty
// literal is by its use of the accumulator, as swiftc infers it from the closure.
struct Visit { let page: String; let seconds: Int }
let visits = [
    Visit(page: "home", seconds: 4), Visit(page: "cart", seconds: 10), Visit(page: "home", seconds: 6),
    Visit(page: "help", seconds: 1),
]
let hits = visits.reduce(into: [:]) { $0[$1.page, default: 0] += 1 }
for page in hits.keys.sorted() { print(page, hits[page]!) }
// expect: cart 1
// expect: help 1
// expect: home 2
let timeOnPage = visits.reduce(into: [:]) { sums, visit in
    sums[visit.page, default: 0] += visit.seconds
}
print(timeOnPage["home"]!, type(of: timeOnPage))
// expect: 10 Dictionary<String, Int>
let pagesByLength = visits.reduce(into: [:]) { $0[$1.page.count, default: []].append($1.page) }
print(pagesByLength[4]!, type(of: pagesByLength))
// expect: ["home", "cart", "home", "help"] Dictionary<Int, Array<String>>
let lastSeconds = visits.reduce(into: [:]) { latest, visit in latest[visit.page] = visit.seconds }
print(lastSeconds["home"]!)
// expect: 6
let milliseconds = visits.reduce(into: []) { $0.append($1.seconds * 1000) }
print(milliseconds, type(of: milliseconds))
// expect: [4000, 10000, 6000, 1000] Array<Int>
