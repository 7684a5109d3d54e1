/// Compares what SoftKeyboard types with what KMFL — Debian's separate implementation of the
/// `.kmn` language — typed for the same keystrokes (`keyboard TAB sequence TAB expected`
/// lines, `expected` with `\\` `\t` `\n` `\r` escaped, as `../shared/data/keyman-kmn` and its
/// oracle write them). Where the two differ because KMFL departs from Keyman's language
/// reference in a known way, the difference is explained rather than counted as a failure:
///
/// - ``Quirk/colonKey``: kmflcomp reads `K_COLON` as the `:` character rather than the key
///   that types `;` (unshifted) and `:` (shifted), so a rule for the unshifted key never fires
///   and KMFL types `;`. The reference names `K_COLON` the `;` key (ISO C10); checked with
///   kmflcomp 14.0.290: `+ [NCAPS K_COLON] > 'A'` types `;` for K_COLON.
public enum KMFLComparison {
    public enum Quirk: String, Hashable, Sendable, CaseIterable {
        case colonKey = "kmflcomp reads K_COLON as ':' (the reference: the ';' key), so rules for the unshifted key never fire"

        /// The program as KMFL reads it.
        func apply(to program: KeymanProgram) -> KeymanProgram {
            var changed = program
            switch self {
            case .colonKey:
                func unshiftedColon(_ item: KeymanProgram.Item?) -> Bool {
                    if case .virtualKey(let pattern)? = item { return pattern.key.name == "K_COLON" && !pattern.shift }
                    return false
                }
                for index in changed.groups.indices { changed.groups[index].rules.removeAll { unshiftedColon($0.key) } }
                for index in changed.stores.indices {
                    changed.stores[index].items = changed.stores[index].items.map { unshiftedColon($0) ? .nul : $0 }
                }
            }
            return changed
        }
    }

    public struct Case: Hashable, Sendable {
        public var keyboard: String
        public var sequence: String
        public var expected: String
        public var typed: String
        /// The KMFL departure that accounts for a difference; `nil` when the two agree or
        /// nothing known does.
        public var explanation: Quirk?
        public var line: Int

        public var agrees: Bool { typed == expected }
    }

    /// Why a comparison file cannot be read, with its line.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Runs every line of `tsv` (a header line first) through the named keyboard's program
    /// from an empty document, on a desktop with a US keyboard and default options.
    ///
    /// - Parameter program: the program of a keyboard by name (`nil`: not found, an error).
    public static func compare(_ tsv: String, file: String,
                               program: (String) throws(ReadError) -> KeymanProgram) throws(ReadError) -> [Case] {
        var cases: [Case] = []
        var programs: [String: KeymanProgram] = [:]
        /// Each keyboard as KMFL reads it, by quirk, made when a difference first needs it.
        var kmflPrograms: [String: [Quirk: KeymanProgram]] = [:]
        for (index, line) in tsv.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() where index > 0 {
            guard !line.isEmpty else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 3 else {
                throw ReadError(description: "\(file):\(index + 1): expected keyboard, sequence and expected text, found "
                                + "\(columns.count) columns")
            }
            let name = columns[0]
            let keyboard: KeymanProgram
            if let known = programs[name] {
                keyboard = known
            } else {
                keyboard = try program(name)
                programs[name] = keyboard
            }
            let sequence: KeySequence
            do { sequence = try KeySequence(parsing: columns[1]) } catch {
                throw ReadError(description: "\(file):\(index + 1): \(error)")
            }
            let expected = unescaped(columns[2])
            var processor = KeymanProcessor(program: keyboard)
            let typed = processor.type(sequence)
            var explanation: Quirk?
            if typed != expected {
                explanation = Quirk.allCases.first { quirk in
                    let read = kmflPrograms[name]?[quirk] ?? quirk.apply(to: keyboard)
                    kmflPrograms[name, default: [:]][quirk] = read
                    var kmfl = KeymanProcessor(program: read)
                    return kmfl.type(sequence) == expected
                }
            }
            cases.append(Case(keyboard: name, sequence: columns[1], expected: expected, typed: typed, explanation: explanation,
                              line: index + 1))
        }
        return cases
    }

    /// `\\`, `\t`, `\n` and `\r` read back (scalar by scalar: a backslash before a combining
    /// mark is still a backslash).
    static func unescaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension KMFLComparison {
    /// The comparison as `softkbd keyman test` prints it: per keyboard, the sequences that type
    /// KMFL's text, those a known KMFL departure explains, and the rest; then each difference.
    public static func summary(_ cases: [Case]) -> String {
        var lines: [String] = []
        var order: [String] = []
        var byKeyboard: [String: [Case]] = [:]
        for item in cases {
            if byKeyboard[item.keyboard] == nil { order.append(item.keyboard) }
            byKeyboard[item.keyboard, default: []].append(item)
        }
        func counts(_ items: [Case]) -> String {
            let same = items.filter(\.agrees).count, explained = items.filter { !$0.agrees && $0.explanation != nil }.count
            let percent = String(Double((same * 1000 + items.count / 2) / max(items.count, 1)) / 10)
            return "\(same) of \(items.count) type KMFL's text (\(percent) %); \(explained) explained; "
                + "\(items.count - same - explained) unexplained"
        }
        for keyboard in order { lines.append("\(keyboard): " + counts(byKeyboard[keyboard, default: []])) }
        lines.append("all: " + counts(cases))
        for quirk in Quirk.allCases {
            let count = cases.filter { $0.explanation == quirk }.count
            if count > 0 { lines.append("explained (\(count)): \(quirk.rawValue)") }
        }
        for item in cases where !item.agrees {
            lines.append("line \(item.line): \(item.keyboard) \(item.sequence): KMFL \(quoted(item.expected)), SoftKeyboard "
                         + "\(quoted(item.typed))\(item.explanation == nil ? " (unexplained)" : "")")
        }
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String { "'" + text.escapingControlCharacters + "'" }
}
