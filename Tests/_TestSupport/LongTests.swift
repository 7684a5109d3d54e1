/// How much of an exhaustive or randomized test runs. `swift test` runs a sample that still
/// reaches every case kind (each layout, each route, a slice of every conformance file), so the
/// default run stays under a minute on two cores; `SOFTKBD_LONG_TESTS=1` (which `.ci/run` sets)
/// runs all of it. A test says both sizes, so neither is hidden.
public enum LongTests {
    /// Whether the whole of every long test runs.
    public static let enabled: Bool = environmentValue("SOFTKBD_LONG_TESTS").map { $0 != "" && $0 != "0" } ?? false

    /// `long` when long tests are enabled, else `quick`.
    public static func count(quick: Int, long: Int) -> Int { enabled ? long : quick }

    /// Every element when long tests are enabled, else every `stride`-th (the first included),
    /// so a quick run still sees the whole range spread out.
    public static func sample<C: Collection>(_ items: C, every stride: Int) -> [C.Element] {
        guard !enabled, stride > 1 else { return Array(items) }
        return items.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }
}
