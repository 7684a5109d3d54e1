import EditDistance

// # The Password Rules descriptor language
//
// As Apple's password-manager-resources documents it, and as Safari and UIKit read it:
//
//     descriptor  = ws [ rule ws *( ";" ws [ rule ws ] ) ]
//     rule        = name ws ":" ws value
//     name        = "required" / "allowed" / "max-consecutive" / "minlength" / "maxlength"
//                   ; ASCII case-insensitive
//     value       = classes                      ; for required and allowed
//                 / 1*DIGIT                      ; for the three numeric rules
//     classes     = class *( ws "," ws class )
//     class       = identifier / custom
//     identifier  = "upper" / "lower" / "digit" / "special" / "ascii-printable" / "unicode"
//                   ; ASCII case-insensitive
//     custom      = "[" [ "]" ] [ "-" ] *printable "]"
//                   ; ASCII printable characters; a literal "]" only right after the
//                   ; opening bracket, a "-" only first or right after that "]"
//     ws          = *( SP / HTAB / CR / LF )
//
// Empty rules between semicolons are allowed (`minlength: 8;;`), so is a trailing `;`.
// Anything else is an error naming the column (in Unicode scalars, 1-based) and the token:
// an unknown rule or class (with a did-you-mean), a missing `:` or value, a number out of
// range, a non-ASCII or misplaced character in a custom class, an unterminated class, and
// `minlength` greater than `maxlength`. Apple's own parser skips some of these with a console
// warning; a library that validates authors' input reports them instead.

extension PasswordRules {
    /// Why a descriptor could not be read: the column and the problem.
    public typealias ParseError = ColumnError

    /// Parses a Password Rules descriptor.
    ///
    /// ```swift
    /// try PasswordRules(descriptor: "required: upper, [-_]; maxlength: 16")
    /// try PasswordRules(descriptor: "required: uper")
    /// // throws: column 11: unknown character class 'uper'; did you mean 'upper'?
    /// ```
    /// - Throws: ``ParseError`` at the first problem.
    /// - Complexity: O(*n*) in the descriptor's length.
    public init(descriptor: String) throws(ParseError) {
        self.descriptor = descriptor
        var parser = Parser(scalars: Array(descriptor.unicodeScalars))
        try parser.parse(into: &self)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        static let ruleNames = ["required", "allowed", "max-consecutive", "minlength", "maxlength"]

        func error(_ message: String, at position: Int? = nil) -> ParseError {
            ParseError(column: (position ?? index) + 1, message: message)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipWhitespace() {
            while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
        }

        mutating func word() -> String {
            var text = ""
            while let c = current, c.properties.isAlphabetic || c == "-" || ("0"..."9").contains(c) {
                text.unicodeScalars.append(c)
                index += 1
            }
            return text
        }

        mutating func parse(into rules: inout PasswordRules) throws(ParseError) {
            var lengthPositions: (min: Int?, max: Int?) = (nil, nil)
            while true {
                skipWhitespace()
                guard let c = current else { break }
                if c == ";" { index += 1; continue }
                let start = index
                let name = word()
                guard !name.isEmpty else { throw error("expected a rule name, found '\(c)'") }
                let lowered = name.asciiLowercased
                guard Self.ruleNames.contains(lowered) else {
                    let hint = closestMatch(to: name,
                                            in: Self.ruleNames).map {
                        "; did you mean '\($0)'?"
                    } ?? "; expected one of \(Self.ruleNames.joined(separator: ", "))"
                    throw error("unknown rule '\(name)'\(hint)", at: start)
                }
                skipWhitespace()
                guard current == ":" else {
                    throw error(current.map { "expected ':' after '\(name)', found '\($0)'" } ?? "expected ':' after '\(name)'")
                }
                index += 1
                skipWhitespace()
                switch lowered {
                case "required": rules.required.append(try classes(for: name))
                case "allowed": rules.allowed = Self.merged(rules.allowed + (try classes(for: name)))
                case "max-consecutive": rules.maxConsecutive = Swift.min(rules.maxConsecutive ?? .max, try number(for: name))
                case "minlength":
                    let value = try number(for: name)
                    if value >= (rules.minLength ?? 0) { lengthPositions.min = start }
                    rules.minLength = Swift.max(rules.minLength ?? 0, value)
                default:
                    let value = try number(for: name)
                    if value <= (rules.maxLength ?? .max) { lengthPositions.max = start }
                    rules.maxLength = Swift.min(rules.maxLength ?? .max, value)
                }
                skipWhitespace()
                if let c = current, c != ";" { throw error("expected ';' after the value of '\(name)', found '\(c)'") }
            }
            if let min = rules.minLength, let max = rules.maxLength, min > max {
                throw error("minlength \(min) is greater than maxlength \(max)",
                            at: Swift.max(lengthPositions.min ?? 0, lengthPositions.max ?? 0))
            }
        }

        mutating func number(for rule: String) throws(ParseError) -> Int {
            let start = index
            var value = 0
            while let c = current, ("0"..."9").contains(c) {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int(c.value - 0x30))
                if overflow1 || overflow2 { throw error("number for '\(rule)' is too large", at: start) }
                value = sum
                index += 1
            }
            guard index > start else {
                throw error(current.map { "expected a non-negative integer for '\(rule)', found " +
                                          "'\($0)'" } ?? "expected a non-negative integer for '\(rule)'")
            }
            return value
        }

        mutating func classes(for rule: String) throws(ParseError) -> [CharacterClass] {
            var result: [CharacterClass] = []
            while true {
                skipWhitespace()
                guard let c = current else { throw error("expected a character class for '\(rule)'") }
                if c == "[" {
                    result.append(try custom())
                } else {
                    let start = index
                    let name = word()
                    guard !name.isEmpty else { throw error("expected a character class for '\(rule)', found '\(c)'") }
                    guard let named = CharacterClass.named[name.asciiLowercased] else {
                        let names = ["upper", "lower", "digit", "special", "ascii-printable", "unicode"]
                        let hint = closestMatch(to: name,
                                                in: names).map {
                            "; did you mean '\($0)'?"
                        } ?? "; expected one of \(names.joined(separator: ", ")) or a [custom] class"
                        throw error("unknown character class '\(name)'\(hint)", at: start)
                    }
                    result.append(named)
                }
                skipWhitespace()
                guard current == "," else { return Self.merged(result) }
                index += 1
            }
        }

        mutating func custom() throws(ParseError) -> CharacterClass {
            let open = index
            index += 1
            var characters = Set<Unicode.Scalar>()
            var position = 0
            while true {
                guard let c = current else { throw error("unterminated character class: missing ']'", at: open) }
                defer { index += 1; position += 1 }
                if c == "]", position > 0 { break }
                if c == "-", position > 1 || (position == 1 && !characters.contains("]")) {
                    throw error("'-' must come first in a custom character class")
                }
                guard (0x20...0x7E).contains(c.value) else {
                    throw error("custom character class may only hold ASCII printable characters, found '\(c)' " +
                                "(U+\(String(c.value, radix: 16, uppercase: true)))")
                }
                characters.insert(c)
            }
            guard !characters.isEmpty else { throw error("empty character class", at: open) }
            var text = ""
            text.unicodeScalars.append(contentsOf: characters.sorted())
            return .custom(text)
        }

        /// Drops repeated classes, keeping the first, and merges custom classes into one.
        static func merged(_ classes: [CharacterClass]) -> [CharacterClass] {
            var result: [CharacterClass] = []
            var custom = Set<Unicode.Scalar>()
            for item in classes {
                if case .custom(let characters) = item { custom.formUnion(characters.unicodeScalars) }
                else if !result.contains(item) { result.append(item) }
            }
            if !custom.isEmpty {
                var text = ""
                text.unicodeScalars.append(contentsOf: custom.sorted())
                result.append(.custom(text))
            }
            return result
        }
    }
}
