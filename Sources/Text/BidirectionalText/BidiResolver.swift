/// The resolution phase of UAX #9 (rules BD9, X1–X10, W1–W7, N0–N2, I1–I2) over one paragraph.
/// Internal: ``BidiParagraph`` is the public face.
struct BidiResolver {
    /// Deepest embedding level (BD2).
    static let maxDepth: UInt8 = 125
    /// Deepest bracket nesting rule BD16 follows.
    static let maxBracketDepth = 63

    let original: [BidiClass]
    let brackets: [BracketPairing]?
    /// Classes as the rules change them.
    var types: [BidiClass]
    var levels: [UInt8]
    /// For an isolate initiator, its matching PDI; for a PDI, its initiator (BD9); else -1.
    var matches: [Int]

    init(classes: [BidiClass], brackets: [BracketPairing]?) {
        original = classes
        self.brackets = brackets
        types = classes
        levels = [UInt8](repeating: 0, count: classes.count)
        matches = [Int](repeating: -1, count: classes.count)
        var open: [Int] = []
        for (index, type) in classes.enumerated() {
            if type.isIsolateInitiator {
                open.append(index)
            } else if type == .PDI, let initiator = open.popLast() {
                matches[initiator] = index
                matches[index] = initiator
            } else if type == .B {
                open.removeAll()
            }
        }
    }

    /// Rules P2–P3 over a range: 0 or 1 for the first strong letter outside isolates, `nil`
    /// when there is none.
    func firstStrongLevel(in range: Range<Int>) -> UInt8? {
        var index = range.lowerBound
        while index < range.upperBound {
            switch original[index] {
            case .L: return 0
            case .R, .AL: return 1
            case .LRI, .RLI, .FSI:
                guard matches[index] >= 0 else { return nil }
                index = matches[index]
            case .B: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    mutating func resolve(paragraphLevel: UInt8) {
        guard !original.isEmpty else { return }
        explicitLevels(paragraphLevel: paragraphLevel)
        for sequence in isolatingRunSequences(paragraphLevel: paragraphLevel) {
            var run = sequence
            resolveWeak(&run)
            resolveBrackets(&run)
            resolveNeutrals(&run)
            for (position, index) in run.indices.enumerated() {
                let type = run.types[position]
                var level = levels[index]
                if level % 2 == 0 {
                    if type == .R { level += 1 } else if type == .AN || type == .EN { level += 2 }   // I1
                } else if type == .L || type == .EN || type == .AN {
                    level += 1   // I2
                }
                levels[index] = level
            }
        }
        // Removed characters keep their neighbour's level (see BidiParagraph).
        var previous = paragraphLevel
        for index in original.indices {
            if original[index].isRemovedByX9 { levels[index] = previous } else { previous = levels[index] }
        }
    }

    // MARK: X1–X8

    private struct Status {
        var level: UInt8
        var override: BidiClass?
        var isolate: Bool
    }

    private mutating func explicitLevels(paragraphLevel: UInt8) {
        var stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
        stack.reserveCapacity(Int(Self.maxDepth) + 2)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for index in original.indices {
            let type = original[index]
            let top = stack[stack.count - 1]
            switch type {
            case .RLE, .LRE, .RLO, .LRO:   // X2–X5
                levels[index] = top.level
                let level = type == .RLE || type == .RLO ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    stack.append(Status(level: level, override: type == .RLO ? .R : type == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:   // X5a–X5c
                levels[index] = top.level
                if let override = top.override { types[index] = override }
                var rightToLeft = type == .RLI
                if type == .FSI {
                    let end = matches[index] >= 0 ? matches[index] : original.count
                    rightToLeft = firstStrongLevel(in: index + 1..<end) == 1
                }
                let level = rightToLeft ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:   // X6a
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[index] = now.level
                if let override = now.override { types[index] = override }
            case .PDF:   // X7
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[index] = top.level
            case .B:   // X8
                levels[index] = paragraphLevel
            case .BN:
                levels[index] = top.level
            default:   // X6
                levels[index] = top.level
                if let override = top.override { types[index] = override }
            }
        }
    }

    // MARK: X10

    struct Sequence {
        var indices: [Int]
        var types: [BidiClass]
        var level: UInt8
        var sos: BidiClass
        var eos: BidiClass
    }

    private func isolatingRunSequences(paragraphLevel: UInt8) -> [Sequence] {
        // Level runs over the characters X9 keeps.
        var runs: [[Int]] = []
        var current: [Int] = []
        for index in original.indices where !original[index].isRemovedByX9 {
            if let last = current.last, levels[last] != levels[index] {
                runs.append(current)
                current = []
            }
            current.append(index)
        }
        if !current.isEmpty { runs.append(current) }
        var runOf = [Int](repeating: -1, count: original.count)
        for (number, run) in runs.enumerated() { for index in run { runOf[index] = number } }
        // Each run that ends with an initiator continues with the run of its matching PDI.
        var next = [Int](repeating: -1, count: runs.count)
        var continues = [Bool](repeating: false, count: runs.count)
        for (number, run) in runs.enumerated() {
            let last = run[run.count - 1]
            if original[last].isIsolateInitiator && matches[last] >= 0 {
                let following = runOf[matches[last]]
                if following > number {
                    next[number] = following
                    continues[following] = true
                }
            }
        }
        var sequences: [Sequence] = []
        for number in runs.indices where !continues[number] {
            var indices: [Int] = []
            var run = number
            while run >= 0 {
                indices += runs[run]
                run = next[run]
            }
            let first = indices[0], last = indices[indices.count - 1]
            let level = levels[first]
            var before = first - 1
            while before >= 0 && original[before].isRemovedByX9 { before -= 1 }
            let levelBefore = before >= 0 ? levels[before] : paragraphLevel
            var levelAfter = paragraphLevel
            if !original[last].isIsolateInitiator {
                var after = last + 1
                while after < original.count && original[after].isRemovedByX9 { after += 1 }
                if after < original.count { levelAfter = levels[after] }
            }
            sequences.append(Sequence(
                indices: indices, types: indices.map { types[$0] }, level: level,
                sos: max(level, levelBefore) % 2 == 0 ? .L : .R,
                eos: max(level, levelAfter) % 2 == 0 ? .L : .R))
        }
        return sequences
    }

    // MARK: W1–W7

    private func resolveWeak(_ run: inout Sequence) {
        let count = run.types.count
        // W1: marks take the class before them (ON after an isolate control).
        for k in 0..<count where run.types[k] == .NSM {
            if k == 0 {
                run.types[k] = run.sos
            } else {
                let before = run.types[k - 1]
                run.types[k] = before.isIsolateInitiator || before == .PDI ? .ON : before
            }
        }
        // W2: European numbers after an Arabic letter are Arabic numbers. W3: AL is R.
        var strong = run.sos
        for k in 0..<count {
            switch run.types[k] {
            case .L, .R: strong = run.types[k]
            case .AL: strong = .AL; run.types[k] = .R
            case .EN: if strong == .AL { run.types[k] = .AN }
            default: break
            }
        }
        // W4: one separator between two numbers of a kind.
        if count >= 3 {
            for k in 1..<count - 1 {
                let type = run.types[k], before = run.types[k - 1], after = run.types[k + 1]
                if type == .ES && before == .EN && after == .EN {
                    run.types[k] = .EN
                } else if type == .CS && before == after && (before == .EN || before == .AN) {
                    run.types[k] = before
                }
            }
        }
        // W5: terminators next to European numbers.
        var k = 0
        while k < count {
            guard run.types[k] == .ET else { k += 1; continue }
            var end = k
            while end < count && run.types[end] == .ET { end += 1 }
            if (k > 0 && run.types[k - 1] == .EN) || (end < count && run.types[end] == .EN) {
                for j in k..<end { run.types[j] = .EN }
            }
            k = end
        }
        // W6: other separators and terminators are neutral. W7: European numbers after L are L.
        strong = run.sos
        for k in 0..<count {
            switch run.types[k] {
            case .ES, .ET, .CS: run.types[k] = .ON
            case .L, .R: strong = run.types[k]
            case .EN: if strong == .L { run.types[k] = .L }
            default: break
            }
        }
    }

    // MARK: N0

    /// The strong direction a resolved class counts as in N0–N2: numbers count as R.
    private static func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .L: .L
        case .R, .AL, .EN, .AN: .R
        default: nil
        }
    }

    private func resolveBrackets(_ run: inout Sequence) {
        guard let brackets else { return }
        // BD16: pairs of brackets, by their openers' positions.
        var pairs: [(open: Int, close: Int)] = []
        var openers: [(closing: UInt32, position: Int)] = []
        scan: for (k, index) in run.indices.enumerated() where run.types[k] == .ON && brackets[index].value != 0 {
            let bracket = brackets[index]
            if bracket.isOpening {
                if openers.count == Self.maxBracketDepth { break scan }
                openers.append((bracket.value, k))
            } else if let depth = openers.lastIndex(where: { $0.closing == bracket.value }) {
                pairs.append((openers[depth].position, k))
                openers.removeSubrange(depth...)
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        let embedding: BidiClass = run.level % 2 == 0 ? .L : .R
        for pair in pairs {
            var sameInside = false, oppositeInside = false
            for k in pair.open + 1..<pair.close {
                guard let direction = Self.strongDirection(run.types[k]) else { continue }
                if direction == embedding { sameInside = true; break }
                oppositeInside = true
            }
            let resolved: BidiClass
            if sameInside {
                resolved = embedding
            } else if oppositeInside {
                var context = run.sos
                var k = pair.open - 1
                while k >= 0 {
                    if let direction = Self.strongDirection(run.types[k]) { context = direction; break }
                    k -= 1
                }
                resolved = context != embedding ? context : embedding
            } else {
                continue
            }
            for position in [pair.open, pair.close] {
                run.types[position] = resolved
                var k = position + 1
                while k < run.types.count && original[run.indices[k]] == .NSM {
                    run.types[k] = resolved
                    k += 1
                }
            }
        }
    }

    // MARK: N1–N2

    private func resolveNeutrals(_ run: inout Sequence) {
        let count = run.types.count
        let embedding: BidiClass = run.level % 2 == 0 ? .L : .R
        var k = 0
        while k < count {
            guard run.types[k].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < count && run.types[end].isNeutralOrIsolate { end += 1 }
            let before = k == 0 ? run.sos : Self.strongDirection(run.types[k - 1]) ?? embedding
            let after = end == count ? run.eos : Self.strongDirection(run.types[end]) ?? embedding
            let resolved = before == after ? before : embedding
            for j in k..<end { run.types[j] = resolved }
            k = end
        }
    }
}
