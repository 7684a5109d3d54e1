import KeyboardModel

extension Autocorrector {
    /// The typed word as the search reads it: symbols, and per touch the cost of it meaning each
    /// of the lexicon's letters, of it being an extra touch, and of it being a missed space bar.
    struct Input {
        var symbols: [UInt8] = []
        /// `substitution[j * stride + s]`: touch `j` typed when symbol `s` was meant.
        var substitution: [Float] = []
        var insertion: [Float] = []
        var space: [Float] = []
        /// Deletion costs per symbol (the doubled-letter discount is applied in the walk).
        var deletion: [Float] = []
        var stride = 0

        init(_ typed: TypedWord, corrector: Autocorrector) {
            let lexicon = corrector.lexicon, costs = corrector.costs, locale = corrector.locale
            let geometry = corrector.geometry.map { geometry -> KeyGeometry in
                var copy = geometry
                copy.spread = costs.spread
                return copy
            }
            var characters: [Character] = []
            var points: [Point?] = []
            // Code points, not grapheme clusters: the lexicon's letters are code points, and a
            // vowel sign (ि) is a key of its own even where it joins the letter before (कि).
            for touch in typed.touches {
                let lowered = CaseMapping.lowercase(touch.text, locale: locale)
                for scalar in lowered.unicodeScalars {
                    characters.append(Character(scalar))
                    points.append(touch.point.flatMap { geometry?.pitches($0) })
                }
            }
            for (index, character) in characters.enumerated() {
                let scalars = character.unicodeScalars
                symbols.append(scalars.count == 1 ? scalars.first.flatMap { lexicon.symbolOf[$0.value] } ?? 0 : 0)
                if points[index] == nil { points[index] = geometry?.centres[character] }
            }
            let count = symbols.count
            stride = lexicon.alphabet.count + 1
            let centres = corrector.centres, longPressBase = corrector.longPressBase, folding = lexicon.folding
            let dotPartner = corrector.dotPartner
            let ceiling = Float(costs.substitution + costs.substitutionCeiling)
            let accent = Float(costs.accent), accentOnOwnKey = Float(costs.accentOnOwnKey)
            let base = Float(costs.substitution), cap = costs.substitutionCeiling
            substitution = [Float](repeating: ceiling, count: count * stride)
            for j in 0..<count {
                let typedSymbol = Int(symbols[j])
                let touch = points[j]
                let typedCentre = typedSymbol == 0 ? nil : centres[typedSymbol]
                let typedCost = touch.flatMap { point in typedCentre.map { geometry?.cost(of: point, aimingAt: $0) ?? 0 } } ?? 0
                for s in 1..<stride {
                    if s == typedSymbol {
                        substitution[j * stride + s] = 0
                    } else if typedSymbol != 0, Int(folding[s]) == typedSymbol || Int(folding[typedSymbol]) == s
                        || Int(longPressBase[s]) == typedSymbol || Int(dotPartner[s]) == typedSymbol {
                        // An accented letter typed as its base (é as e; ı as i), unless it has its own key.
                        substitution[j * stride + s] = centres[s] == nil || geometry == nil ? accent : accentOnOwnKey
                    } else if let touch, let centre = centres[s], let geometry {
                        substitution[j * stride + s] = base + Float(min(max(geometry.cost(of: touch, aimingAt: centre) - typedCost, 0),
                                                                        cap))
                    }
                }
            }
            insertion = (0..<count).map { j in
                if j > 0, symbols[j] == symbols[j - 1], symbols[j] != 0 { return Float(costs.doubledInsertion) }
                guard let geometry, let touch = points[j] else { return Float(costs.insertion + costs.insertionCeiling) }
                var near = costs.insertionCeiling
                for k in [j - 1, j + 1] where k >= 0 && k < count && symbols[k] != 0 {
                    if let centre = centres[Int(symbols[k])] { near = min(near, geometry.cost(of: touch, aimingAt: centre)) }
                }
                return Float(costs.insertion + near)
            }
            space = (0..<count).map { j in
                guard let geometry, let touch = points[j], let cost = geometry.costOfSpace(touch) else { return .infinity }
                return Float(costs.mistypedSpace + cost)
            }
            deletion = ([" "] + lexicon.alphabet.map { Character($0) }).map { letter in
                letter.isLetter ? Float(costs.deletion) : Float(costs.punctuationDeletion)
            }
        }
    }

    /// The best results found so far, at most `limit`, and the cost above which a branch is cut.
    struct Search {
        struct Word { var symbols: [UInt8]; var kind: Lexicon.Kind }
        struct Result { var words: [Word]; var cost: Double }
        let limit: Int
        let ceiling: Double
        /// Results more than this above the best are not kept.
        let window: Double
        var results: [Result] = []
        /// Costs at or above this cannot enter the results.
        private(set) var bound: Double

        init(limit: Int, ceiling: Double, window: Double) {
            self.limit = limit
            self.ceiling = ceiling
            self.window = window
            bound = ceiling
        }

        mutating func add(_ result: Result) {
            guard result.cost < bound else { return }
            let index = results.firstIndex { $0.cost > result.cost } ?? results.count
            results.insert(result, at: index)
            if results.count > limit { results.removeLast() }
            bound = min(ceiling, results[0].cost + window)
            if results.count == limit { bound = min(bound, results[limit - 1].cost) }
            while let last = results.last, last.cost >= bound { results.removeLast() }
        }
    }

    /// Walks the trie depth first with one row of a weighted Damerau–Levenshtein table per
    /// depth (row `j`: the cheapest way the path so far explains the first `j` touches), cutting a
    /// branch when its cheapest row entry plus the frequency cost of the best word below it
    /// cannot beat the results found.
    func search(_ input: Input, into found: inout Search) {
        let n = input.symbols.count
        let width = n + 1
        let maxDepth = n + 8
        let doubleDeletion = Float(costs.doubleDeletion)
        let transposition = Float(costs.transposition)
        let natsPerLevel = Float(costs.levelCost)
        let maximumEdits = Float(costs.maximumEdits)
        let stride = input.stride
        let nodes = lexicon.nodes, size = Lexicon.nodeSize
        // What a branch still has to pay at least: touches its longest word cannot match are
        // extra touches, letters its shortest word must add beyond the touches left are omitted.
        let cheapestInsertion = input.insertion.min() ?? 0
        let cheapestDeletion = min(input.deletion.dropFirst().min() ?? 0, doubleDeletion)
        let rows = UnsafeMutablePointer<Float>.allocate(capacity: width * (maxDepth + 1))
        let rowMins = UnsafeMutablePointer<Float>.allocate(capacity: maxDepth + 1)
        let lows = UnsafeMutablePointer<Int>.allocate(capacity: maxDepth + 1)
        let highs = UnsafeMutablePointer<Int>.allocate(capacity: maxDepth + 1)
        let path = UnsafeMutablePointer<UInt8>.allocate(capacity: maxDepth + 1)
        // At most maxDepth levels of at most 255 siblings each are on the stack.
        let stackCapacity = (maxDepth + 1) * 256
        let stack = UnsafeMutablePointer<(node: Int32, depth: Int32)>.allocate(capacity: stackCapacity)
        defer {
            rows.deallocate()
            rowMins.deallocate()
            lows.deallocate()
            highs.deallocate()
            path.deallocate()
            stack.deallocate()
        }
        // Row 0: the empty path explains j touches by j extra touches.
        rows[0] = 0
        for j in 1...n { rows[j] = rows[j - 1] + input.insertion[j - 1] }
        rowMins[0] = 0
        lows[0] = 0
        highs[0] = n
        path[0] = 0
        var top = 0
        /// Pushes the children of `node` worth walking, the one along the typed letter last (so
        /// it is walked first: the typed path finds good candidates early, and a low bound
        /// cuts the rest).
        func pushChildren(of node: Int, depth: Int, floor: Float, next: UInt8, bound: Float) {
            var along: Int32 = -1
            for child in lexicon.children(of: node).reversed() {
                let best = nodes[child * size + 5]
                if best == 255 || floor + Float(best) * natsPerLevel >= bound { continue }
                if nodes[child * size + 4] == next { along = Int32(child) } else { stack[top] = (Int32(child), Int32(depth + 1)); top += 1 }
            }
            if along >= 0 { stack[top] = (along, Int32(depth + 1)); top += 1 }
        }
        pushChildren(of: 0, depth: 0, floor: 0, next: input.symbols[0], bound: Float(found.bound))
        input.symbols.withUnsafeBufferPointer { typed in
        input.substitution.withUnsafeBufferPointer { substitution in
        input.insertion.withUnsafeBufferPointer { insertion in
        input.deletion.withUnsafeBufferPointer { deletion in
            while top > 0 {
                top -= 1
                let (node32, depth32) = stack[top]
                let node = Int(node32), depth = Int(depth32)
                let record = nodes + node * size
                let symbol = record[4]
                path[depth] = symbol
                let previousSymbol = path[depth - 1]
                let row = depth * width, parent = row - width, grandparent = parent - width
                let s = Int(symbol)
                let delete = symbol == previousSymbol && depth >= 2 ? doubleDeletion : deletion[s]
                let bound = Float(found.bound)
                // Cells at or above `limit` cannot lead to a result in this subtree (costs only
                // grow and no word below is more frequent than `best`): each row keeps the band
                // `low...high` of cells under it, and cells outside a band count as infinite.
                let limit = min(maximumEdits, bound - Float(record[5]) * natsPerLevel)
                let parentLow = lows[depth - 1], parentHigh = highs[depth - 1]
                let canSwap = depth >= 2 && symbol != previousSymbol
                let grandLow = canSwap ? lows[depth - 2] : 1, grandHigh = canSwap ? highs[depth - 2] : 0
                let start = canSwap ? min(parentLow, grandLow + 2) : parentLow
                let fewest = Int(lexicon.nearest[node]), most = Int(lexicon.farthest[node])
                var low = -1, high = -1
                var rowMin = Float.infinity
                var left = Float.infinity
                var j = start
                while j <= n {
                    var value = Float.infinity
                    if j >= 1, j - 1 >= parentLow, j - 1 <= parentHigh { value = rows[parent + j - 1] + substitution[(j - 1) * stride + s] }
                    if j >= parentLow, j <= parentHigh {
                        let omitted = rows[parent + j] + delete
                        if omitted < value { value = omitted }
                    }
                    if j >= 1 {
                        let extra = left + insertion[j - 1]
                        if extra < value { value = extra }
                    }
                    if canSwap, j >= 2, j - 2 >= grandLow, j - 2 <= grandHigh, typed[j - 2] == symbol, typed[j - 1] == previousSymbol {
                        let swapped = rows[grandparent + j - 2] + transposition
                        if swapped < value { value = swapped }
                    }
                    rows[row + j] = value
                    left = value
                    // Along a row the extra touches this adds grow no faster than `value` does.
                    let remaining = n - j
                    let least = value + (remaining > most ? Float(remaining - most) * cheapestInsertion
                                         : remaining < fewest ? Float(fewest - remaining) * cheapestDeletion : 0)
                    if least < limit {
                        if low < 0 { low = j }
                        high = j
                        if least < rowMin { rowMin = least }
                    } else if j > parentHigh, j - 2 > grandHigh {
                        break
                    }
                    j += 1
                }
                if low < 0 { continue }
                lows[depth] = low
                highs[depth] = high
                rowMins[depth] = rowMin
                let word = record[6]
                if word != 0, word >> 6 != 3, high == n {
                    let cost = Double(rows[row + n]) + costs.prior(level: word & 0x3F)
                    if cost < found.bound, let kind = Lexicon.Kind(rawValue: word >> 6) {
                        found.add(Search.Result(words: [Search.Word(symbols: Array(UnsafeBufferPointer(start: path + 1, count: depth)),
                                                                    kind: kind)], cost: cost))
                    }
                }
                if depth < maxDepth {
                    // A child's row is no lower than its parent's, or than its grandparent's
                    // (this row) plus a transposition, the one move that skips a row.
                    let floor = min(rowMin, rowMins[depth - 1] + transposition)
                    pushChildren(of: node, depth: depth, floor: floor, next: depth < n ? typed[depth] : 0, bound: Float(found.bound))
                }
            }
        }
        }
        }
        }
    }

    /// Two words run together (`thisis`), or split by a letter typed for the space bar
    /// (`thisbis`): both halves must be correction targets as typed.
    func splits(_ input: Input, into found: inout Search) {
        let symbols = input.symbols
        let n = symbols.count
        /// A part that is a correction target as typed, with its frequency cost.
        func target(_ part: ArraySlice<UInt8>) -> (word: Search.Word, cost: Double)? {
            guard !part.isEmpty, !part.contains(0), let node = lexicon.node(for: part), let entry = lexicon.entry(at: node),
                entry.kind.isTarget else { return nil }
            return (Search.Word(symbols: Array(part), kind: entry.kind), costs.prior(level: entry.level))
        }
        for cut in 1..<n {
            guard let left = target(symbols[..<cut]) else { continue }
            if let right = target(symbols[cut...]) {
                found.add(Search.Result(words: [left.word, right.word], cost: left.cost + right.cost + costs.missingSpace))
            }
            if cut < n - 1, input.space[cut].isFinite, let right = target(symbols[(cut + 1)...]) {
                found.add(Search.Result(words: [left.word, right.word], cost: left.cost + right.cost + Double(input.space[cut])))
            }
        }
    }
}
