/// One option a command accepts.
public struct OptionSpec: Sendable {
    /// The long name with its dashes (`--html`).
    public var name: String
    /// A short alias (`-h`), if any.
    public var shortName: String?
    /// The placeholder for the value (`HTML`); `nil` for a flag.
    public var valueName: String?
    /// Whether the option may be given more than once (its values are collected).
    public var repeatable = false
    public var help: String

    public init(name: String, shortName: String? = nil, valueName: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
    }
}

/// What a command line said, after parsing against a command's options.
public struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    public var positionals: [String] = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
    public func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    /// A number option's value within `range` (`value` when the option is absent); anything
    /// else is a usage error naming the range.
    public func integer(_ name: String, in range: ClosedRange<Int>, default value: Int, usage: String) throws(CommandError) -> Int {
        guard let text = self.value(name) else { return value }
        guard let number = Int(text), range.contains(number) else {
            let expected = range.upperBound < Int.max ? "a number from \(range.lowerBound) to \(range.upperBound)"
                : range.lowerBound == 1 ? "a positive number" : "a number of at least \(range.lowerBound)"
            throw .usage("invalid value '\(text)' for '\(name)': expected \(expected)", usage: usage)
        }
        return number
    }

    /// Parses `arguments` against `options`.
    ///
    /// Accepts `--name value`, `--name=value`, flags, `--` to end options, and positionals
    /// when `positionalsAllowed`. Unknown options get a did-you-mean.
    public static func parse(_ arguments: [String], options: [OptionSpec], positionalsAllowed: Bool,
                      usage: String) throws(CommandError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard positionalsAllowed else {
                    throw .usage("unexpected argument '\(argument)'", usage: usage)
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name || $0.shortName == name }) else {
                let known = options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
                let hint = closestOption(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("unknown option '\(name)'\(hint)", usage: usage)
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw .usage("option '\(spec.name)' takes no value", usage: usage) }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(spec.name)' needs a value (\(spec.name) \(valueName))", usage: usage)
            }
            if !spec.repeatable, parsed.values[spec.name] != nil {
                throw .usage("option '\(spec.name)' given more than once", usage: usage)
            }
            parsed.values[spec.name, default: []].append(value)
        }
        return parsed
    }
}

/// Parses a number written in decimal, hexadecimal (`0x21`) or binary (`0b101`), as an
/// unsigned 32-bit bit pattern; negative decimals are read as Java `int`s (two's complement).
public func parseBitPattern(_ text: String) -> UInt32? {
    let lower = text.lowercased()
    if lower.hasPrefix("0x") { return UInt32(lower.dropFirst(2), radix: 16) }
    if let signed = Int32(lower) { return UInt32(bitPattern: signed) }
    return UInt32(lower)
}
