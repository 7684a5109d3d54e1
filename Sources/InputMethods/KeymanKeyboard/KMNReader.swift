public import SourceDiagnostics

/// Reads a `.kmn` keyboard program (`KMN.md` beside this file says what of the language it
/// reads). Problems are collected, not thrown: a statement that cannot be read is reported at
/// its line and column and left out, so one file shows all its problems at once.
public enum KMNReader {
    /// The program of a `.kmn` source, `nil` when it has errors (the diagnostics say which),
    /// with every diagnostic in file order.
    /// - Parameter include: reads a file the program names (`&includecodes`), by its path
    ///   relative to the program; `nil` when it cannot be read (the default reads nothing).
    public static func read(_ text: String, file: String,
                            include: @escaping (String) -> String? = { _ in nil }) -> (program: KeymanProgram?, diagnostics: [Diagnostic]) {
        let size = text.utf8.count
        guard size <= maximumBytes else {
            let message = "file is \(size) bytes; the limit is \(maximumBytes)"
            return (nil, [Diagnostic(rule: "file-too-large", message: message, range: .file(file))])
        }
        var reader = Reader(file: file)
        reader.include = include
        let (statements, problems) = KMNTokenizer.statements(of: text, file: file)
        reader.diagnostics = problems
        reader.collect(statements)
        let program = reader.build()
        let sorted = reader.diagnostics.sorted { ($0.range.start.offset, $0.message) < ($1.range.start.offset, $1.message) }
        return (sorted.contains { $0.severity == .error } ? nil : program, sorted)
    }

    /// Compile targets a statement can be limited to (`$keymanonly: …`): those SoftKeyboard
    /// follows, as Keyman's own products do, and those it leaves out.
    static let followedTargets: Set<String> = ["$keyman:", "$keymanonly:"]
    static let otherTargets: Set<String> = ["$keymanweb:", "$kmfl:", "$weaver:"]

    /// The most items a store, or a part of a rule, holds once its `outs()` are expanded
    /// (nested stores can double at each level); more is a `kmn-too-large` error.
    public static let maximumItems = 65_536
    /// The most `outs()` one store may be reached through in a row.
    public static let maximumNesting = 64
    /// The most items every store and rule of a program hold together once their `outs()` are
    /// expanded: what bounds a program's memory (4,000 rules each `outs()` of a 65,536-item store
    /// would otherwise need 3.8 GB). Real keyboards hold a few thousand.
    public static let maximumProgramItems = 1 << 20
    /// The largest `.kmn` file read, for every entry point (`validate`, `keyman`, `import`,
    /// `--layouts`): 1 MiB, as layout files.
    public static let maximumBytes = 1 << 20

    /// The legacy Caps Lock headers (`CAPS ON ONLY`, `CAPS ALWAYS OFF`, `SHIFT FREES CAPS`):
    /// the words after the first, and the store each sets to `1`.
    static let capsHeaders: [String: [String: String]] = ["caps": ["on only": "&capsononly", "always off": "&capsalwaysoff"],
                                                          "shift": ["frees caps": "&shiftfreescaps"]]

    /// Legacy header statements (`NAME "My keyboard"`) and the system store each stands for.
    static let legacyHeaders: [String: String] = ["name": "&name", "version": "&version", "bitmap": "&bitmap", "bitmaps": "&bitmap",
                                                  "copyright": "&copyright", "hotkey": "&hotkey", "language": "&language",
                                                  "layout": "&layout", "message": "&message", "caps": "&caps"]

    struct PendingRule {
        var statement: KMNStatement
        var group: Int
    }

    struct Reader {
        let file: String
        var diagnostics: [Diagnostic] = []
        var storeNames: [String: Int] = [:]
        var storeStatements: [(name: String, tokens: ArraySlice<KMNToken>, statement: KMNStatement)] = []
        var groupNames: [String: Int] = [:]
        var groups: [KeymanProgram.Group] = []
        var rules: [PendingRule] = []
        var beginStatements: [(entry: KeymanProgram.Entry, group: String, token: KMNToken)] = []
        var deadkeys: [String: Int] = [:]
        var deadkeyNames: [String] = []
        /// Items put in stores and rules so far by expanding `outs()` and ranges (bounded by
        /// ``KMNReader/maximumProgramItems``); `true` once the bound was met (said once).
        var expandedItems = 0
        var overBudget = false
        /// Reads a file the program names, relative to it (`&includecodes`).
        var include: (String) -> String? = { _ in nil }
        /// Named constants from `&includecodes`, by upper-cased name.
        var includedCodes: [String: Unicode.Scalar] = [:]

        init(file: String) { self.file = file }

        /// Takes `count` expanded items from the program's budget; past it, one `kmn-too-large`
        /// error at `token` and `false`.
        mutating func spend(_ count: Int, at token: KMNToken, _ to: KMNToken? = nil) -> Bool {
            guard !overBudget else { return false }
            guard expandedItems + count <= KMNReader.maximumProgramItems else {
                overBudget = true
                error("kmn-too-large", "the program would hold more than \(KMNReader.maximumProgramItems) items once its outs() are " +
                      "expanded", at: token, to)
                return false
            }
            expandedItems += count
            return true
        }

        func range(_ from: KMNToken, _ to: KMNToken? = nil) -> SourceRange {
            SourceRange(file: file, start: from.start, end: (to ?? from).end)
        }

        mutating func error(_ rule: String, _ message: String, at token: KMNToken, _ to: KMNToken? = nil) {
            diagnostics.append(Diagnostic(rule: rule, message: message, range: range(token, to)))
        }

        mutating func warning(_ rule: String, _ message: String, at token: KMNToken, _ to: KMNToken? = nil) {
            diagnostics.append(Diagnostic(rule: rule, severity: .warning, message: message, range: range(token, to)))
        }

        /// The first pass: stores, groups and begin statements by name; rules kept for later,
        /// once every store and group is known (a rule may name a store defined below it).
        mutating func collect(_ statements: [KMNStatement]) {
            var current: Int?
            for var statement in statements {
                if let first = statement.tokens.first?.word, first.hasPrefix("$"), first.hasSuffix(":") {
                    let target = first.lowercased()
                    if KMNReader.otherTargets.contains(target) { continue }
                    if !KMNReader.followedTargets.contains(target) {
                        warning("kmn-unsupported", "unknown compile target '\(first)': the statement is left out", at: statement.tokens[0])
                        continue
                    }
                    statement.tokens.removeFirst()
                    if statement.tokens.isEmpty { continue }
                }
                let tokens = statement.tokens
                let head = tokens[0].word?.lowercased()
                if head == "store", tokens.count >= 3, tokens[1].isSymbol("(") {
                    guard let close = tokens.firstIndex(where: { $0.isSymbol(")") }) else {
                        error("kmn-syntax", "store( without a closing parenthesis", at: tokens[0])
                        continue
                    }
                    let name = tokens[2..<close].name
                    if name.isEmpty {
                        error("kmn-syntax", "a store needs a name", at: tokens[0], tokens[close])
                        continue
                    }
                    if let earlier = storeNames[name] {
                        if name.hasPrefix("&") {
                            storeStatements[earlier] = (name, tokens[(close + 1)...], statement)
                        } else {
                            error("kmn-duplicate", "store '\(name)' is defined twice", at: tokens[2], tokens[close - 1])
                        }
                        continue
                    }
                    storeNames[name] = storeStatements.count
                    storeStatements.append((name, tokens[(close + 1)...], statement))
                } else if head == "group", tokens.count >= 3, tokens[1].isSymbol("(") {
                    guard let close = tokens.firstIndex(where: { $0.isSymbol(")") }), close > 2 else {
                        error("kmn-syntax", "group( needs a name and a closing parenthesis", at: tokens[0])
                        current = nil
                        continue
                    }
                    let name = tokens[2..<close].name
                    var usingKeys = false, readOnly = false
                    var i = close + 1
                    while i < tokens.count {
                        let word = tokens[i].word?.lowercased()
                        if word == "using", i + 1 < tokens.count, tokens[i + 1].word?.lowercased() == "keys" {
                            usingKeys = true
                            i += 2
                        } else if word == "readonly" {
                            readOnly = true
                            i += 1
                        } else {
                            error("kmn-syntax", "unexpected '\(tokens[i].text)' after group(\(name)): expected 'using keys' or 'readonly'",
                                  at: tokens[i])
                            break
                        }
                    }
                    if groupNames[name] != nil {
                        error("kmn-duplicate", "group '\(name)' is defined twice", at: tokens[2], tokens[close - 1])
                    }
                    groupNames[name] = groups.count
                    current = groups.count
                    groups.append(KeymanProgram.Group(name: name, usingKeys: usingKeys, readOnly: readOnly, rules: [], match: nil,
                                                      noMatch: nil, range: range(tokens[0], tokens[close])))
                } else if head == "begin" {
                    readBegin(tokens)
                } else if let head, let store = KMNReader.capsHeaders[head]?[tokens.dropFirst().name] {
                    // `CAPS ON ONLY`: the store set to "1", at the header.
                    let one = KMNToken(kind: .string(["1"]), text: "\"1\"", start: tokens[1].start, end: tokens[tokens.count - 1].end)
                    storeNames[store] = storeNames[store] ?? storeStatements.count
                    if storeNames[store] == storeStatements.count { storeStatements.append((store, [one][...], statement)) }
                } else if let head, let store = KMNReader.legacyHeaders[head], tokens.count >= 2, !tokens[1].isSymbol("(") {
                    storeNames[store] = storeNames[store] ?? storeStatements.count
                    if storeNames[store] == storeStatements.count { storeStatements.append((store, tokens[1...], statement)) }
                } else if let group = current {
                    rules.append(PendingRule(statement: statement, group: group))
                } else {
                    error("kmn-syntax", "a rule before any group( statement", at: tokens[0], tokens.last)
                }
            }
        }


        mutating func readBegin(_ tokens: [KMNToken]) {
            // begin [Unicode|ANSI|NewContext|PostKeystroke] > use(group)
            var i = 1
            var entry = KeymanProgram.Entry.unicode
            if i < tokens.count, let word = tokens[i].word {
                guard let named = KeymanProgram.Entry(rawValue: word.lowercased()) else {
                    error("kmn-syntax", "unknown begin entry '\(word)': expected Unicode, ANSI, NewContext or PostKeystroke", at: tokens[i])
                    return
                }
                entry = named
                i += 1
            }
            guard i + 3 < tokens.count, tokens[i].isSymbol(">"), tokens[i + 1].word?.lowercased() == "use", tokens[i + 2].isSymbol("("),
                  let close = tokens[(i + 3)...].firstIndex(where: { $0.isSymbol(")") }), close > i + 3 else {
                error("kmn-syntax", "expected 'begin Unicode > use(group)'", at: tokens[0], tokens.last)
                return
            }
            let name = tokens[(i + 3)..<close].name
            beginStatements.append((entry, name, tokens[i + 3]))
        }

        /// The second pass: store contents, then rules, each group's sorted.
        mutating func build() -> KeymanProgram {
            loadIncludedCodes()
            var stores: [KeymanProgram.Store] = []
            for (name, _, statement) in storeStatements {
                stores.append(KeymanProgram.Store(name: name, items: [], text: [],
                                                  range: range(statement.tokens[0], statement.tokens.last)))
            }
            var expanding: Set<Int> = []
            var done: Set<Int> = []
            for index in storeStatements.indices {
                expandStore(index, into: &stores, expanding: &expanding, done: &done)
            }
            var begins: [KeymanProgram.Entry: Int] = [:]
            for (entry, name, token) in beginStatements {
                if let group = groupNames[name] { begins[entry] = group } else { error("kmn-undefined", "no group '\(name)'", at: token) }
            }
            for pending in rules {
                readRule(pending, stores: stores)
            }
            for index in groups.indices {
                // Longest context first, then file order (a stable sort on the line).
                groups[index].rules.sort { a, b in
                    a.context.count != b.context.count ? a.context.count > b.context.count : a.line < b.line
                }
            }
            if begins.isEmpty, !groups.isEmpty {
                diagnostics.append(Diagnostic(rule: "kmn-undefined", message: "no 'begin Unicode > use(…)' statement: no group starts",
                                              range: .file(file)))
            }
            return KeymanProgram(stores: stores, groups: groups, deadkeys: deadkeyNames, begins: begins)
        }

        /// Reads a store's items, expanding each `outs()` (stores may name stores defined later;
        /// a store that names itself through others is an error, not a loop).
        mutating func expandStore(_ index: Int, into stores: inout [KeymanProgram.Store], expanding: inout Set<Int>, done: inout Set<Int>,
                                  depth: Int = 0) {
            guard !done.contains(index) else { return }
            let tokens = storeStatements[index].tokens
            if expanding.contains(index) || depth > KMNReader.maximumNesting {
                if let first = tokens.first {
                    error(depth > KMNReader.maximumNesting ? "kmn-too-large" : "kmn-cycle", depth > KMNReader.maximumNesting
                          ? "store '\(stores[index].name)' is reached through more than \(KMNReader.maximumNesting) outs() in a row"
                          : "store '\(stores[index].name)' contains itself through outs()", at: first)
                }
                return
            }
            expanding.insert(index)
            var items: [KeymanProgram.Item] = []
            var text: [Unicode.Scalar] = []
            var i = tokens.startIndex
            while i < tokens.endIndex {
                let token = tokens[i]
                if let (name, close) = outsCall(tokens, at: i) {
                    if let other = storeNames[name] {
                        expandStore(other, into: &stores, expanding: &expanding, done: &done, depth: depth + 1)
                        guard items.count + stores[other].items.count <= KMNReader.maximumItems else {
                            error("kmn-too-large", "store '\(stores[index].name)' would hold more than \(KMNReader.maximumItems) items",
                                  at: token, tokens[close])
                            break
                        }
                        guard spend(stores[other].items.count, at: token, tokens[close]) else { break }
                        items += stores[other].items
                        text += stores[other].text
                    } else {
                        error("kmn-undefined", "no store '\(name)'", at: tokens[i + 2], tokens[close - 1])
                    }
                    i = close + 1
                    continue
                }
                // A named constant ($ALPHA): the one character of that store, read first.
                if let word = token.word, word.hasPrefix("$"), word.count > 1, !word.hasSuffix(":"),
                    let other = storeNames[String(word.dropFirst()).lowercased()] {
                    expandStore(other, into: &stores, expanding: &expanding, done: &done, depth: depth + 1)
                    if let constant = namedConstant(token, stores: stores) {
                        items += constant
                        text += constant.compactMap { if case .character(let c) = $0 { c } else { nil } }
                    }
                    i += 1
                    continue
                }
                // A range: 'a'..'e' or U+0041..U+005A (the characters between, both ends included).
                if token.word == "..", case .character(let low)? = items.last, i + 1 < tokens.endIndex {
                    let (upper, next) = item(tokens, at: i + 1, part: .store, stores: storeNames)
                    guard case .character(let high)? = upper.first, high.value >= low.value,
                          items.count + Int(high.value - low.value) <= KMNReader.maximumItems,
                          spend(Int(high.value - low.value), at: token) else {
                        error("kmn-syntax", "a range '..' needs a character after it, not below the one before it, and at most "
                              + "\(KMNReader.maximumItems) items", at: token, tokens[min(i + 1, tokens.endIndex - 1)])
                        i = next
                        continue
                    }
                    // 'a'..'a' is the one character, already read.
                    for value in (low.value + 1)..<(high.value + 1) {
                        if let scalar = Unicode.Scalar(value) {
                            items.append(.character(scalar))
                            text.append(scalar)
                        }
                    }
                    items += upper.dropFirst()
                    i = next
                    continue
                }
                let (read, next) = item(tokens, at: i, part: .store, stores: storeNames)
                for element in read {
                    items.append(element)
                    if case .character(let c) = element { text.append(c) }
                }
                i = next
            }
            stores[index].items = items
            stores[index].text = text
            expanding.remove(index)
            done.insert(index)
        }
    }
}
