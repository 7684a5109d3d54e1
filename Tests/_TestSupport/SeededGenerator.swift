/// A deterministic random number generator (SplitMix64) for property tests.
///
/// Tests print the seed they use, so a failure can be replayed by setting
/// `SOFTKBD_TEST_SEED` to it.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// A generator seeded from `SOFTKBD_TEST_SEED` if set, else from `fallback`; the seed is
    /// printed with the test's name, so any failure can be replayed.
    public static func fromEnvironment(fallback: UInt64, test: String = #function, file: String = #fileID) -> SeededGenerator {
        let value = environmentValue("SOFTKBD_TEST_SEED").flatMap { UInt64($0) }
        let seed = value ?? fallback
        print("\(file) \(test): random seed \(seed) (replay with SOFTKBD_TEST_SEED=\(seed))")
        return SeededGenerator(seed: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
