import EditDistance

extension KeyboardSettings {
    /// Why a switch cannot be set from text: the message names the switch or value and, for a
    /// misspelling, the closest name.
    public struct AssignmentError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    /// Turns one switch on or off from `NAME=on|off` text, as a command line or a test file
    /// gives it: a name of ``switches`` (exact spelling), and `on`/`off` (`yes`/`no`,
    /// `true`/`false`, any ASCII case).
    ///
    /// ```swift
    /// var settings = KeyboardSettings(enabledKeyboards: ["en-US"])
    /// try settings.assign("autoCorrection=off")     // words are kept as typed
    /// try settings.assign("autoCorection=off")      // AssignmentError: unknown setting 'autoCorection'; did you mean 'autoCorrection'? …
    /// ```
    public mutating func assign(_ assignment: String) throws(AssignmentError) {
        let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let names = Self.switches.map(\.name)
        guard let path = Self.switches.first(where: { $0.name == parts[0] })?.keyPath else {
            throw AssignmentError(message: "unknown setting '\(parts[0])'\(didYouMean(parts[0], in: names)) " +
                                           "(settings: \(names.joined(separator: ", ")))")
        }
        guard parts.count == 2 else { throw AssignmentError(message: "'\(assignment)' is not NAME=on|off") }
        switch parts[1].lowercased() {
        case "on", "yes", "true": self[keyPath: path] = true
        case "off", "no", "false": self[keyPath: path] = false
        default: throw AssignmentError(message: "'\(assignment)': the value is 'on' or 'off'")
        }
    }
}
