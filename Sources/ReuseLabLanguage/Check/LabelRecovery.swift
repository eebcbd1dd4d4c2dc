/// How swiftc matches a call's arguments to one declaration's parameters when the labels do not line up
/// (its `matchCallArguments` with fixes allowed): exact labels first, then typo correction of labels,
/// then unlabeled arguments by position, then relabelling by position when the counts agree. What is
/// left over is extra; what is unfilled is missing. `impact` is the fix score swiftc gives the result,
/// which decides which overload a label error is reported against.
struct LabelRecovery {
    struct Param {
        let label: String?
        let hasDefault: Bool
        let isVariadic: Bool
    }

    enum LabelProblem: Equatable {
        /// The labels the arguments should have had, one per argument.
        case relabel([String?])
        /// The argument at `from` belongs before the one at `to`.
        case outOfOrder(from: Int, to: Int)
    }

    private let args: [String?]
    private let params: [Param]
    private(set) var bindings: [[Int]]
    private var claimed: [Bool]
    private var claimedCount = 0
    /// Labels as claimed so far, recorded from the first mismatch on (swiftc's `actualArgNames`).
    private var claimedLabels: [String?]?
    private var possiblyOutOfOrder = false

    private(set) var extra: [Int] = []
    private(set) var missing: [Int] = []
    private(set) var labelProblem: LabelProblem?
    private(set) var impact = 0

    init(args: [String?], params: [Param]) {
        self.args = args
        self.params = params
        bindings = Array(repeating: [], count: params.count)
        claimed = Array(repeating: false, count: args.count)
        match()
    }

    private mutating func match() {
        var next = 0
        for p in params.indices where bindings[p].isEmpty { bindNext(p, &next, ignoringMismatch: false) }
        if claimedCount != args.count {
            correctTypos()
            if claimedCount != args.count {
                var next = 0
                for p in params.indices where bindings[p].isEmpty { bindNext(p, &next, ignoringMismatch: true) }
            }
            // As many arguments as parameters: the labels are simply wrong, position by position.
            if args.count == params.count && claimedCount != args.count {
                for i in args.indices where !claimed[i] && bindings[i].isEmpty && !params[i].hasDefault {
                    bindings[i].append(claim(params[i].label, i))
                }
            }
            extra = args.indices.filter { !claimed[$0] }
            possiblyOutOfOrder = true
        }
        missing = params.indices.filter { bindings[$0].isEmpty && !params[$0].hasDefault && !params[$0].isVariadic }
        if possiblyOutOfOrder { findOrderProblem() }
        if labelProblem == nil, let names = claimedLabels { labelProblem = .relabel(names) }
        scoreFixes()
    }

    // MARK: Claiming

    private mutating func claim(_ label: String?, _ i: Int) -> Int {
        if claimedLabels != nil {
            claimedLabels![i] = label
        } else if args[i] != label {
            var names = [String?](repeating: nil, count: args.count)
            for (p, bound) in bindings.enumerated() {
                for (k, a) in bound.enumerated() { names[a] = k == 0 ? params[p].label : nil }
            }
            names[i] = label
            claimedLabels = names
        }
        claimed[i] = true
        claimedCount += 1
        return i
    }

    private func skipClaimed(_ next: inout Int) {
        while next < args.count && claimed[next] { next += 1 }
    }

    /// The next unclaimed argument with `label`; when ignoring mismatches, also the next one if exactly one of
    /// the two labels is missing (a forgotten or superfluous label).
    private mutating func claimNext(_ next: inout Int, _ label: String?, ignoringMismatch: Bool, forVariadic: Bool = false) -> Int? {
        skipClaimed(&next)
        if claimedCount == args.count { return nil }
        for i in next..<args.count {
            if args[i] != label {
                if forVariadic { return nil }
                continue
            }
            if claimed[i] { continue }
            if i != next {
                if args[i] == nil { continue }
                possiblyOutOfOrder = true
            }
            return claim(label, i)
        }
        if next < args.count && ignoringMismatch && (label == nil || args[next] == nil) { return claim(label, next) }
        return nil
    }

    private mutating func bindNext(_ p: Int, _ next: inout Int, ignoringMismatch: Bool) {
        guard let first = claimNext(&next, params[p].label, ignoringMismatch: ignoringMismatch) else { return }
        bindings[p].append(first)
        guard params[p].isVariadic else { return }
        var cursor = first
        while let more = claimNext(&cursor, nil, ignoringMismatch: false, forVariadic: true) { bindings[p].append(more) }
    }

    /// Unclaimed labelled arguments go to the unfilled labelled parameter whose label is the closest typo.
    private mutating func correctTypos() {
        var unfilled = params.indices.filter { bindings[$0].isEmpty && params[$0].label != nil }
        for a in args.indices where !claimed[a] && args[a] != nil && !unfilled.isEmpty {
            var bestScore = 0
            var best = 0
            for (k, p) in unfilled.enumerated() {
                if let s = Self.typoScore(param: params[p].label!, arg: args[a]!, max: bestScore), s < bestScore || bestScore == 0 {
                    bestScore = s
                    best = k
                }
            }
            guard bestScore > 0 else { continue }
            bindings[unfilled[best]].append(claim(params[unfilled[best]].label, a))
            unfilled.remove(at: best)
        }
    }

    /// swiftc's `scoreParamAndArgNameTypo`: the edit distance, if it is small enough to be a typo.
    static func typoScore(param: String, arg: String, max: Int) -> Int? {
        let dist = editDistance(Array(arg), Array(param))
        if max != 0 && dist > max { return nil }
        if dist == 0 { return 1 }
        if param.count == 1 && arg.count == 1 { return dist }
        if dist > (arg.count + 1) / 3 { return nil }
        return dist
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)
                diagonal = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }

    // MARK: Order and score

    private mutating func findOrderProblem() {
        var positions: [Int] = []
        var position = 0
        for bound in bindings {
            positions.append(position)
            position += bound.count
        }
        var hadLabelMismatch = false
        for p in params.indices {
            let to = positions[p]
            for (k, from) in bindings[p].enumerated() {
                if params[p].isVariadic && k > 0 { continue }
                let expected = params[p].label
                if args[from] != expected && (expected == nil || args[from] == nil || from == to) { hadLabelMismatch = true }
                if from == to { continue }
                if !hadLabelMismatch && isOutOfOrder(param: p, from: from, to: to) {
                    labelProblem = .outOfOrder(from: from, to: to)
                } else {
                    labelProblem = .relabel(params.map(\.label))
                }
                return
            }
        }
    }

    private func isOutOfOrder(param p: Int, from: Int, to: Int) -> Bool {
        guard from > to, args[from] == params[p].label else { return false }
        for q in (p + 1)..<params.count {
            if args[to] == params[q].label { return true }
            if !params[q].hasDefault { return false }
        }
        return false
    }

    private mutating func scoreFixes() {
        impact = extra.count * 5 + missing.count * 2
        switch labelProblem {
        case .relabel(let names)?:
            // Relabelling mixed with extra arguments is only scored; swiftc reports the extra ones.
            guard extra.isEmpty else {
                impact += 1
                return
            }
            var renames = 0
            var extraneous = 0
            var moved = 0
            for (i, name) in names.enumerated() where i < args.count && args[i] != name {
                guard let label = args[i] else { continue }
                if names.filter({ $0 == label }).count == 1 { moved += 1 } else if name == nil { extraneous += 1 } else { renames += 1 }
            }
            impact += 1 + moved + extraneous * 2 + renames * 3 + missing.count * 2
        case .outOfOrder?:
            impact += 1
        case nil:
            break
        }
    }
}
