/// The costs of the typing slips the corrector models, in nats (negative natural logarithms of
/// probabilities), beside the word's own frequency cost. Substitutions also pay the touch
/// model's cost: half the squared distance, in touch spreads, from where the finger landed to
/// the centre of the key meant (about 3.1 for the next key in a row at the default spread).
public struct ChannelCosts: Hashable, Sendable {
    /// Added to every substitution of one key for another. This and ``deletion`` were chosen
    /// together on `en-dev.tsv` and the mean of the 23 synthetic sets, with ``frequencyWeight``
    /// 0.75 (top 1: 89.7 / 90.3 % at 0.5 and 4.5; 90.3 / 90.8 at 1 and 4; 90.5 / 90.8 at 1 and
    /// 3.5; 90.7 / 90.4 at 1.5 and 3.5).
    public var substitution: Double = 1.0
    /// The most the touch model charges for a substitution (keys far apart: a spelling slip
    /// rather than a touch slip, `a` for `e`).
    public var substitutionCeiling: Double = 6.0
    /// A letter typed without its accent, where the accented letter needs a long press or is
    /// not on the keyboard (`cafe` → `café`).
    public var accent: Double = 0.7
    /// A letter typed as its base letter where the accented one has a key of its own (`manana`
    /// for `mañana` on a Spanish keyboard, `istanbul` for `İstanbul` on a Turkish one): a
    /// spelling slip rather than a touch slip, so not the touch model's cost of the far key
    /// (6.5 before it had a cost of its own). The synthetic sets hold no such slip (their accent
    /// slips are long-press letters), so it is set by reason: a little dearer than a left-out
    /// letter, so `manana` is mañana rather than manzana (a letter left out of a rarer word).
    public var accentOnOwnKey: Double = 4.5
    /// A letter left out.
    public var deletion: Double = 3.5
    /// A doubled letter typed once (`ocasion` → `occasion`).
    public var doubleDeletion: Double = 2.0
    /// An apostrophe, hyphen or other non-letter left out (`dont` → `don't`).
    public var punctuationDeletion: Double = 1.0
    /// An extra touch, plus the touch model's cost of it landing near a neighbouring letter.
    public var insertion: Double = 3.0
    /// The most the touch model charges for an extra touch.
    public var insertionCeiling: Double = 4.5
    /// The same letter typed twice (`helllo`).
    public var doubledInsertion: Double = 2.5
    /// Two neighbouring letters typed in the wrong order.
    public var transposition: Double = 3.5
    /// A word spelt as it sounds (same ``SoundAlike`` key), however far its letters are from the
    /// word's: a misspelling by ear rather than a slip. With ``soundAlikePerEdit``, chosen on
    /// `en-dev.tsv` against `en-synthetic-dev.tsv` (top 1 87.6 → 88.2 %, 90.0 % unchanged).
    public var soundAlike: Double = 6.0
    /// Added to ``soundAlike`` per letter edit between what was typed and the word (of words that
    /// sound alike, the one spelt closest: seperater → separator, not supporter).
    public var soundAlikePerEdit: Double = 2.0
    /// Two words typed without the space between them (`thisis` → `this is`). With
    /// ``frequencyWeight`` 0.75 two words' frequencies cost less than before, so more than the 5
    /// chosen at full frequency: top 1 on `en-dev.tsv` 89.5 % at 5, 89.6 at 6 and 7, 89.7 at 8
    /// and 10, 89.6 at 12 (`afor` stays for, not a for).
    public var missingSpace: Double = 8.0
    /// A letter typed where the space bar was meant, plus the touch model's cost of that letter's
    /// touch aiming at the space bar (`thisbis` → `this is`).
    public var mistypedSpace: Double = 4.0
    /// Keeping a word the lexicon does not know, plus `unknownPerLetter` for each letter.
    public var unknownWord: Double = 22.0
    public var unknownPerLetter: Double = 0.5
    /// Keeping a known typo (`teh`), beside its frequency. The 115 known typos of `en-dev.tsv`
    /// corrected on space, with ``frequencyWeight`` 0.75: 77 at 4, 85 at 5 (as at 4 with the full
    /// frequency), 90 at 6, which also corrects slang the lexicon rejects (`lol` → look).
    public var rejectedWord: Double = 5.0
    /// How much better than keeping the typed word a correction must be to be made on space.
    public var confidenceMargin: Double = 1.0
    /// Alternatives are listed up to this much worse than keeping the typed word.
    public var alternativeWindow: Double = 3.0
    /// The most the slips of one correction may cost together (about two slips).
    public var maximumEdits: Double = 14.0
    /// How much the words before count (``CorrectionContext``): a candidate pays this times
    /// ln(P(*w*) / P(*w* | words before)) beside its frequency cost. Top 1 on the English
    /// in-context typo set (`softkbd autocorrect context`, NTREX sentences 1–500; alone 81.7 %),
    /// with the other two at their values, and correct words of 9,540 changed: 88.8 % at 1.25 (3),
    /// 87.9 at 1 (1); with ``realWordEvidence`` 0, 87.9 at 0.75, 88.6 at 1, 89.2 at 1.25.
    public var contextWeight: Double = 1.0
    /// How much better a word must fit than a typed word the lexicon accepts to replace it on
    /// space (`form the` → `from the`), beyond the slip's cost; only with the words before. On
    /// the same set (correct words changed): 89.0 % at 2 (2), 88.5 at 2.5 (1), 87.9 at 3 (1);
    /// French 87.3 (5), 87.1 (3), 86.9 (2); Vietnamese 75.4 (22), 75.0 (14), 74.6 (9). With
    /// ``realWordEvidence`` 0, English: 92.0 at 0 (47), 86.9 at 4, 83.3 at 8.
    public var realWordMargin: Double = 3.0
    /// How much more the words before must favour the replacement than the typed word (each
    /// against its own frequency), in nats, for a real word to be replaced: frequency alone never
    /// replaces a word the lexicon accepts (with a model of word frequencies only, 15 correct
    /// Bulgarian words of 9,427 were, `ии` → и). On the in-context sets, top 1 and correct words
    /// changed at 0 / 1: English 88.5 % (1) / 87.9 (1), French 87.0 (6) / 86.9 (2), Vietnamese
    /// 74.7 (12) / 74.6 (9).
    public var realWordEvidence: Double = 1.0
    /// With the words before, candidates up to this much further from the best are searched, so
    /// that the context can lift them: top 3 96.2 % at 0, 97.5 at 2 (median 0.25 ms a typo
    /// instead of 0.14), 97.8 at 4 (0.42 ms).
    public var contextWindow: Double = 2.0
    /// The touch spread, in key pitches.
    public var spread: Double = 0.4

    public init() {}

    /// How much a word's frequency counts: its cost is this times −ln of its frequency (as a
    /// lexicon level). Below 1 because people misspell rare words more than their share of text:
    /// chosen on the real typos of `en-dev.tsv` (top 1: 88.2 % at 1, 89.2 at 0.85, 89.5 at 0.75
    /// and 0.65). The price: of the set's 172 intended words the lexicon lacks, typed as they are,
    /// space changes 157 instead of 144 (`softkbd autocorrect eval`; mostly words a letter or two
    /// from known ones: accepter, amortizes).
    public var frequencyWeight: Double = 0.75

    /// A word's frequency cost from its lexicon level (an eighth of a Zipf unit per level).
    @inline(__always) public func prior(level: UInt8) -> Double { Double(level) * levelCost }

    /// The frequency cost of one lexicon level.
    @inline(__always) var levelCost: Double { Self.natsPerLevel * frequencyWeight }

    static let natsPerLevel = 2.302585092994046 / 8
}
