import Synchronization

extension Lexicon {
    /// The correction targets whose ``SoundAlike`` key is `key`, most frequent first (at most
    /// ``soundAlikesPerKey``); none for a language without rules.
    ///
    /// - Complexity: O(log *n*) after the first call, which reads every word (O(*n*) in the trie;
    ///   about 100 ms and 5 MiB of dirty memory for English's 50,000 words).
    public func soundAlikes(_ key: String) -> [(word: String, entry: Entry)] {
        guard SoundAlike.languages.contains(language) else { return [] }
        let hash = Self.hash(key)
        return soundAlikeIndex.withLock { index in
            if index == nil {
                var built: [SoundAlikeEntry] = []
                built.reserveCapacity(targetCount)
                for (word, entry) in allWords() where entry.kind.isTarget {
                    guard let key = SoundAlike.key(word, language: language) else { continue }
                    built.append(SoundAlikeEntry(hash: Self.hash(key), word: word, entry: entry))
                }
                built.sort { ($0.hash, $0.entry.level, $0.word) < ($1.hash, $1.entry.level, $1.word) }
                index = built
            }
            guard let index else { return [] }
            var low = 0, high = index.count
            while low < high {
                let middle = (low + high) / 2
                if index[middle].hash < hash { low = middle + 1 } else { high = middle }
            }
            return index[low...].prefix { $0.hash == hash }.prefix(Self.soundAlikesPerKey).map { ($0.word, $0.entry) }
        }
    }

    /// Builds the sound-alike index on a background task, so the first correction does not wait
    /// for it (about 100 ms for English); nothing for a language without rules or once started.
    public func prepareSoundAlikes() {
        guard SoundAlike.languages.contains(language),
              soundAlikeStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        Task.detached(priority: .utility) { [self] in _ = soundAlikes("") }
    }

    /// The most words returned per sound-alike key.
    public static let soundAlikesPerKey = 8

    /// FNV-1a over the key's bytes: the index keeps 8 bytes per key, not the key (two keys that
    /// collide would share their words; at 64 bits, not among 50,000 keys).
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

/// A word of the sound-alike index, by its key's hash.
struct SoundAlikeEntry: Sendable {
    var hash: UInt64
    var word: String
    var entry: Lexicon.Entry
}
