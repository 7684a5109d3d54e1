/// The bounds that keep a keyboard file from exhausting memory or freezing typing, whatever it
/// holds. Each is reported as a problem at the variable or rule that passes it
/// (``TransformRules/compile(_:)``), and the typing budget stops a keystroke's matching.
///
/// | what | bound |
/// |---|---|
/// | a string variable, a set member, or a pattern or replacement after `${…}` substitution | ``maximumExpansion`` elements |
/// | the members of a set variable (its `$[…]` sets included) | ``maximumSetMembers`` |
/// | the groups of transforms (and reorders) of one kind | ``maximumGroups`` |
/// | the matching work of one keystroke, across every rule of every group | ``stepsPerKeystroke`` steps |
///
/// A step is one node of a pattern tried at one place, and a set tried at one place costs a
/// step per member, so the budget measures work, not rules: at tens of nanoseconds a step, a
/// keystroke's transforms take at most some tens of milliseconds however the file is written.
/// When the budget runs out, the rules not yet tried do not match and the keystroke types what
/// the rules before them made of it.
public enum TransformLimits {
    public static let maximumExpansion = 4_096
    public static let maximumSetMembers = 2_048
    public static let maximumGroups = 256
    public static let stepsPerKeystroke = 1_000_000
}

/// The matching work left for one keystroke (``TransformLimits/stepsPerKeystroke``), shared by
/// every rule that runs for it.
final class TransformBudget {
    var remaining: Int

    init(steps: Int = TransformLimits.stepsPerKeystroke) { remaining = steps }

    /// Takes `cost` steps; `false` once the budget is spent.
    @inline(__always)
    func spend(_ cost: Int) -> Bool {
        remaining -= cost
        return remaining >= 0
    }
}
