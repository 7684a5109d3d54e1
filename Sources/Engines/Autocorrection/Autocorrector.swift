public import KeyboardModel
import EditDistance

/// Corrections for typed words by a noisy-channel model: a word *w* is ranked by
/// −log P(*w*) − log P(what was typed | *w*), the first from the lexicon's frequencies, the
/// second from a touch model over the keyboard's own key frames (``KeyGeometry``) and the
/// usual slips of typing (``ChannelCosts``).
///
/// ```swift
/// let english = try LexiconStore.bundled.lexicon(for: "en")!
/// let corrector = Autocorrector(lexicon: english, keyboard: resolvedQWERTY)
/// let result = corrector.corrections(for: "rhe")
/// result.autocorrection?.text      // "the": what space commits
/// corrector.corrections(for: "Teh").autocorrection?.text   // "The"
/// corrector.corrections(for: "dont").autocorrection?.text  // "don't"
/// ```
///
/// A word the lexicon accepts as typed is never replaced (it may still get alternatives);
/// a known typo (`teh`) or an unknown word is replaced when the best correction beats keeping
/// it by ``ChannelCosts/confidenceMargin``.
public struct Autocorrector: Sendable {
    public let lexicon: Lexicon
    public let geometry: KeyGeometry?
    /// The locale whose casing rules apply (the keyboard's, or the lexicon's language).
    public let locale: String
    public var costs: ChannelCosts
    /// Per lexicon symbol (index 0 unused): its key's centre, and the symbol of the key whose
    /// long press types it.
    let centres: [Point?]
    let longPressBase: [UInt8]
    /// Per lexicon symbol, the same letter with its dot taken off or added: Turkish's ı and i,
    /// where the lexicon has both (0: none). A dot left off or added is a spelling slip like a
    /// missing accent, though Unicode decomposes neither into the other.
    let dotPartner: [UInt8]

    public init(lexicon: Lexicon, geometry: KeyGeometry?, locale: String? = nil, costs: ChannelCosts = ChannelCosts()) {
        self.lexicon = lexicon
        self.geometry = geometry
        self.locale = locale ?? lexicon.language
        self.costs = costs
        lexicon.prepareSoundAlikes()
        let letters = lexicon.alphabet.map { Character($0) }
        centres = [nil] + letters.map { geometry?.centres[$0] }
        var partner = [UInt8](repeating: 0, count: letters.count + 1)
        if let dotless = lexicon.symbolOf[0x131], let dotted = lexicon.symbolOf[0x69] {
            partner[Int(dotless)] = dotted
            partner[Int(dotted)] = dotless
        }
        dotPartner = partner
        longPressBase = [0] + letters.map { letter in
            geometry?.alternates[letter].flatMap { base in
                base.unicodeScalars.count == 1 ? base.unicodeScalars.first.flatMap { lexicon.symbolOf[$0.value] } : nil
            } ?? 0
        }
    }

    /// A corrector over a resolved keyboard's geometry and locale.
    public init(lexicon: Lexicon, keyboard: ResolvedKeyboard?, costs: ChannelCosts = ChannelCosts()) {
        self.init(lexicon: lexicon, geometry: keyboard.flatMap { KeyGeometry($0) }, locale: keyboard?.locale, costs: costs)
    }

    /// The candidates for a typed word, best first: what space should commit, then
    /// alternatives (the typed word among them where it is not first).
    ///
    /// - Complexity: a branch-and-bound walk of the lexicon's trie, O(*m* · *n*) for *m* nodes
    ///   visited and *n* letters typed; *m* is bounded by the costs of the best candidates found.
    ///
    /// A word longer than ``maximumTypedLength`` characters (no word of any lexicon, nor two run
    /// together) is kept as typed without a search, in time linear in its length.
    ///
    /// With `context`, the words before weigh in (``CorrectionContext``): candidates are ranked
    /// by how well they fit there, and a word the lexicon accepts is replaced when another one
    /// slip away fits by ``ChannelCosts/realWordMargin`` better (`their is` → `there is`).
    public func corrections(for typed: TypedWord, limit: Int = 5, context: CorrectionContext? = nil) -> Corrections {
        let text = typed.text
        guard text.unicodeScalars.count <= Self.maximumTypedLength else {
            return Corrections(typed: text, candidates: [Correction(text: text, cost: 0, origin: .typed)], autocorrection: nil,
                               isKnownWord: false)
        }
        let casing = WordCasing(text)
        let folded = CaseMapping.lowercase(text, locale: locale)
        let input = Input(typed, corrector: self)
        let known = lexicon.entry(for: folded)
        let plainKeep = keepCost(entry: known, input: input)
        /// What the words before add to a candidate's cost (lower case text).
        func fit(_ candidate: String) -> Double {
            context.map { costs.contextWeight * $0.adjustment(for: candidate) } ?? 0
        }
        let keep = plainKeep + (known == nil ? 0 : fit(folded))
        let window = costs.alternativeWindow + (context == nil ? 0 : costs.contextWindow)
        var found = Search(limit: max(limit, 1) + (context == nil ? 1 : 8), ceiling: max(keep, plainKeep) + window, window: window)
        if !input.symbols.isEmpty, input.symbols.count <= Self.maximumLength {
            search(input, into: &found)
        }
        if input.symbols.count >= 2 { splits(input, into: &found) }

        var candidates: [Correction] = []
        var seen: Set<String> = []
        func add(_ candidate: Correction) {
            if seen.insert(candidate.text).inserted { candidates.append(candidate) }
        }
        let typedCandidate = Correction(text: text, cost: keep, origin: .typed)
        var ranked = found.results.map { result -> Correction in
            let words = result.words.map { word in casing.apply(to: lexicon.text(of: word.symbols), kind: word.kind, locale: locale) }
            let joined = words.joined(separator: " ")
            let cost = result.cost + fit(result.words.map { lexicon.text(of: $0.symbols) }.joined(separator: " "))
            return Correction(text: casing == .mixed && joined.lowercased() == text.lowercased() ? text : joined, cost: cost,
                              origin: result.words.count > 1 ? .split : .lexicon)
        }
        // Words that sound like it (a misspelling by ear: fisical → physical), at their frequency
        // and the channel's sound-alike cost; not for short words, whose keys half the lexicon
        // shares (teh: the, to, do), where the touch model knows better.
        if known?.kind.isTarget != true, folded.unicodeScalars.count >= Self.shortestSoundAlike,
           let key = SoundAlike.key(folded, language: lexicon.language), key.count >= 3 {
            let typedLetters = Array(folded.unicodeScalars)
            for (word, entry) in lexicon.soundAlikes(key) where word != folded {
                let edits = Double(levenshtein(typedLetters, Array(word.unicodeScalars)))
                let cost = costs.prior(level: entry.level) + costs.soundAlike + costs.soundAlikePerEdit * edits + fit(word)
                guard cost <= keep + window else { continue }
                ranked.append(Correction(text: casing.apply(to: word, kind: entry.kind, locale: locale), cost: cost, origin: .lexicon))
            }
        }
        ranked.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.text < $1.text }
        var autocorrection: Correction?
        if let known, known.kind.isTarget {
            // A word the lexicon accepts: kept, in the casing its kind asks for (`paris` → `Paris`).
            // Typed in mixed case (`iPhone`), a known word stays as typed.
            let proper = casing == .mixed ? text : casing == .lower
                || known.kind == .upperCase ? casing.apply(to: folded, kind: known.kind, locale: locale) : text
            if context != nil, let best = ranked.first(where: { CaseMapping.lowercase($0.text, locale: locale) != folded }),
               best.cost + costs.realWordMargin <= keep,
               fit(CaseMapping.lowercase(best.text, locale: locale)) + costs.realWordEvidence < fit(folded) {
                // A real word that does not fit where another one slip away does: the words before
                // must say so, not the two words' frequencies alone.
                autocorrection = best
                add(best)
            } else if proper != text {
                autocorrection = Correction(text: proper, cost: keep, origin: .lexicon)
            }
            add(Correction(text: proper, cost: keep, origin: proper == text ? .typed : .lexicon))
        } else if let best = ranked.first(where: { $0.text != text }), best.cost + costs.confidenceMargin <= keep {
            autocorrection = best
            add(best)
        }
        add(typedCandidate)
        for candidate in ranked where candidates.count < limit { add(candidate) }
        return Corrections(typed: text, candidates: Array(candidates.prefix(max(limit, 1))), autocorrection: autocorrection,
                           isKnownWord: known?.kind.isTarget == true)
    }

    /// Typed words shorter than this get no sound-alike candidates.
    static let shortestSoundAlike = 5

    /// Words longer than this are not searched (they are kept as typed).
    static let maximumLength = 40
    /// Typed words longer than this are not looked at at all: the longest a search or a split
    /// into two words could use (two words of ``maximumLength`` and the space between them).
    public static let maximumTypedLength = 2 * maximumLength + 1

    /// The cost of keeping the typed word: its own frequency when the lexicon knows it (a known
    /// typo pays ``ChannelCosts/rejectedWord`` on top), else the cost of an unknown word.
    func keepCost(entry: Lexicon.Entry?, input: Input) -> Double {
        guard let entry else {
            return costs.unknownWord + costs.unknownPerLetter * Double(input.symbols.count)
        }
        let own = costs.prior(level: entry.level)
        return entry.kind.isTarget ? own : own + costs.rejectedWord
    }
}

/// A candidate for a typed word.
public struct Correction: Hashable, Sendable {
    public enum Origin: String, Hashable, Sendable {
        /// The word as typed.
        case typed
        /// A lexicon word.
        case lexicon
        /// Two lexicon words (a missing or mistyped space).
        case split
        /// A word that begins with what was typed.
        case completion
        /// A word the user typed before (learned).
        case learned
    }

    /// The text to commit, cased like the typed word.
    public var text: String
    /// Its cost, a negative log-probability (lower is better); comparable within one result.
    public var cost: Double
    public var origin: Origin

    public init(text: String, cost: Double, origin: Origin) {
        self.text = text
        self.cost = cost
        self.origin = origin
    }
}

/// The result for one typed word.
public struct Corrections: Hashable, Sendable {
    /// The word as typed.
    public var typed: String
    /// Best first: what space commits first (the typed word where it stays), then alternatives.
    public var candidates: [Correction]
    /// What space or punctuation commits instead of the typed word; `nil`: the word stays.
    public var autocorrection: Correction?
    /// Whether the lexicon accepts the typed word (in some casing).
    public var isKnownWord: Bool
}
