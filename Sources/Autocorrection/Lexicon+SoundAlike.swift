import Synchronization

extension Lexicon {
    /// The correction targets whose ``SoundAlike`` key is `key`, most frequent first (at most
    /// ``soundAlikesPerKey``); none for a language without rules.
    ///
    /// - Complexity: O(1) after the first call, which reads every word (O(*n*) in the trie).
    public func soundAlikes(_ key: String) -> ArraySlice<(word: String, entry: Entry)> {
        guard SoundAlike.languages.contains(language) else { return [] }
        return soundAlikeIndex.withLock { index in
            if index == nil {
                var built: [String: [(word: String, entry: Entry)]] = [:]
                for (word, entry) in allWords() where entry.kind.isTarget {
                    guard let key = SoundAlike.key(word, language: language) else { continue }
                    built[key, default: []].append((word, entry))
                }
                for key in built.keys {
                    built[key]?.sort { $0.entry.level != $1.entry.level ? $0.entry.level < $1.entry.level : $0.word < $1.word }
                    if let count = built[key]?.count, count > Self.soundAlikesPerKey {
                        built[key]?.removeLast(count - Self.soundAlikesPerKey)
                    }
                }
                index = built
            }
            return index?[key]?[...] ?? []
        }
    }

    /// The most words kept per sound-alike key.
    public static let soundAlikesPerKey = 8
}
