public import KeyboardModel

/// The catalogue of validation rules: every rule's stable id, severity, description and
/// examples. The examples are the rules' tests (each triggering example must produce the rule,
/// each other must not) and their documentation (`softkbd validate --explain RULE`).
///
/// Rule ids are never renumbered or reused.
public struct LayoutRule: Hashable, Sendable {
    public var id: String
    public var severity: Diagnostic.Severity
    /// One line.
    public var summary: String
    /// Why it matters and how to fix it.
    public var explanation: String
    public var examples: [Example]

    /// A set of files, placed in a layouts folder beside the bundled ones, and whether the
    /// rule fires on them, loaded with ``inputMethods``.
    public struct Example: Hashable, Sendable {
        public var files: [String: String]
        public var triggers: Bool
        /// The input methods the example is loaded with: the example method, which needs the
        /// Latin letters and an apostrophe, as a syllable-based method would.
        public var inputMethods: [InputMethodRequirements] = [LayoutRule.exampleInputMethod]

        public init(_ files: [String: String], triggers: Bool) {
            self.files = files
            self.triggers = triggers
        }

        /// An example made of one layout file, `test.json`.
        static func layout(_ text: String, triggers: Bool) -> Example { Example(["test.json": text], triggers: triggers) }
    }
}

/// All rules, by id.
public enum LayoutRules {
    /// The rule with an id.
    public static func rule(_ id: String) -> LayoutRule? { all.first { $0.id == id } }

    public static let all: [LayoutRule] = [
        // MARK: Syntax
        .invalidJSON,
        .invalidEncoding,
        .fileNameEncoding,
        .fileTooLarge,
        .outsideFolder,
        .nestingTooDeep,
        // MARK: Schema
        .unsupportedFormat,
        .unknownField,
        .wrongType,
        .missingField,
        .duplicateMember,
        .duplicateKey,
        .duplicateLayer,
        .invalidValue,
        .invalidKeyId,
        .partField,
        .missingOutput,
        .emptyRow,
        // MARK: References
        .undefinedKey,
        .unknownLayer,
        .unknownImport,
        .importCycle,
        .unknownLayout,
        .duplicateLayoutId,
        .missingLayer,
        .unknownDevice,
        .unknownInputMethod,
        .missingProgram,
        .invalidCompanion,
        .missingCompanion,
        .unusedField,
        // MARK: Text
        .invalidCharacter,
        .nonNfc,
        .redundantLongPress,
        // MARK: Keyboard sense
        .missingEssentialKey,
        .unreachableLayer,
        .unresolvableVariant,
        .nonAsciiVariant,
        .rowOverflow,
        .keyGeometry,
        .smallKey,
        .labelTooWide,
        .missingLocaleWord,
        .duplicateCharacter,
        .missingDirection,
        .inputMethodKeys,
        .missingDevices,
        // MARK: Transforms
        .invalidTransform,
        .unreachableTransform,
        // MARK: Imported formats
        .invalidXML,
        .importDefect,
        .importDropped,
        .importSuspicious,
        // MARK: Keyman programs
        .kmnSyntax,
        .kmnUndefined,
        .kmnDuplicate,
        .kmnIndex,
        .kmnCycle,
        .kmnTooLarge,
        .kmnUnreachable,
        .kmnUnsupported,
    ]
}

extension LayoutRule {
    // MARK: Syntax
    public static let invalidJSON = LayoutRule(id: "invalid-json", severity: .error, summary: "the file is not valid JSON",
                                               explanation: "Layout files are strict JSON (RFC 8259): double-quoted strings and names, " +
                                                            "no comments, no trailing commas. The first syntax error stops the file; it " +
                                                            "is located exactly.",
                                               examples: [.layout(#"{"format": 1, "id": "test",}"#, triggers: true),
                                                          .layout(LayoutRule.valid, triggers: false)])
    public static let invalidEncoding = LayoutRule(id: "invalid-encoding", severity: .error, summary: "the file is not UTF-8",
                                                   explanation: "Layout files are UTF-8 text. The diagnostic points at the first byte " +
                                                                "that is not UTF-8. (Reported by `softkbd validate` when it reads files " +
                                                                "from disk; examples here are text, so its triggering cases are tested " +
                                                                "on bytes.)",
                                                   examples: [.layout(LayoutRule.valid, triggers: false)])
    public static let fileNameEncoding = LayoutRule(id: "file-name-encoding", severity: .warning, summary: "a file's name is not UTF-8",
                                                    explanation: "Layout paths are text (imports name them), so a file whose name is not " +
                                                                 "UTF-8 (as Latin-1 tools can make) cannot be one. It is skipped, shown " +
                                                                 "with its bad bytes as `\\xFF`, and the other files are read; rename " +
                                                                 "it. (Reported when a folder is read from disk; examples here are text, " +
                                                                 "so its triggering case is tested on a real folder.)",
                                                    examples: [.layout(LayoutRule.valid, triggers: false)])
    public static let outsideFolder = LayoutRule(
        id: "outside-folder", severity: .error, summary: "a file named outside the keyboard's folder",
        explanation: "A keyboard reads its parts from its own folder: the data a layout names for its method (`inputMethodData`), the " +
                     "touch layout a program names (`&LAYOUTFILE`). A name that is absolute, climbs with `..`, or leads " +
                     "through a link to a file outside the folder would make any file on the machine the keyboard or its " +
                     "rules, so it is not read. A link in a layouts folder that leaves the folder is not followed either " +
                     "(tested on a real folder).",
        examples: [.layout(LayoutRule.file(#""inputMethod": "transforms", "inputMethodData": "../../etc/x.kmn", "#), triggers: true),
                   .layout(LayoutRule.valid, triggers: false)])
    public static let fileTooLarge = LayoutRule(id: "file-too-large", severity: .error, summary: "the file is larger than 1 MiB",
                                                explanation: "A layout is a few kilobytes; a file over 1 MiB is not read, which keeps a " +
                                                             "broken or hostile file from stalling a front end.",
                                                examples: [.layout("[" + String(repeating: "0,", count: 600_000) + "0]", triggers: true),
                                                           .layout(LayoutRule.valid, triggers: false)])
    public static let nestingTooDeep = LayoutRule(id: "nesting-too-deep", severity: .error, summary: "the JSON nests deeper than 64 levels",
                                                  explanation: "No layout needs more than a handful of levels; deeper nesting is refused " +
                                                               "before it can exhaust the stack.",
                                                  examples: [.layout(String(repeating: "[", count: 100) + String(repeating: "]",
                                                                                                                 count: 100),
                                                                     triggers: true),
                                                             .layout(LayoutRule.valid, triggers: false)])

    // MARK: Schema
    public static let unsupportedFormat = LayoutRule(id: "unsupported-format", severity: .error,
                                                     summary: "the file's format version is not 1",
                                                     explanation: "Every file says `\"format\": 1`. A later format needs a later " +
                                                                  "SoftKeyboard.",
                                                     examples: [.layout(#"{"format": 2, "id": "test"}"#, triggers: true),
                                                                .layout(LayoutRule.valid, triggers: false)])
    public static let unknownField = LayoutRule(id: "unknown-field", severity: .error,
                                                summary: "a field the format does not have (with a did-you-mean)",
                                                explanation: "A misspelt field would otherwise be ignored silently. The message suggests " +
                                                             "the closest field, and offers it as a fix-it.",
                                                examples: [.layout(LayoutRule.file(#""nmae": "x", "#), triggers: true),
                                                           .layout(LayoutRule.valid, triggers: false)])
    public static let wrongType = LayoutRule(id: "wrong-type", severity: .error, summary: "a value of the wrong JSON type",
                                             explanation: "Each field has one type: `columns` a whole number, `rows` an array, `keys` an " +
                                                          "object …",
                                             examples: [.layout(LayoutRule.file(#""columns": "ten", "#), triggers: true),
                                                        .layout(LayoutRule.file(#""columns": 10, "#), triggers: false)])
    public static let missingField = LayoutRule(id: "missing-field", severity: .error, summary: "a required field is missing",
                                                explanation: "A layout needs `format`, `id`, `locale`, `name` and `script` (unless it " +
                                                             "`extends` a layout that has one); a layer needs `kind` and `rows`; an " +
                                                             "`action: layer` key needs `layer`.",
                                                examples: [.layout(#"{"format": 1, "id": "test", "locale": "en-ZA", "script": "Latn"}"#,
                                                                   triggers: true), .layout(LayoutRule.valid, triggers: false)])
    public static let duplicateMember = LayoutRule(id: "duplicate-member", severity: .error,
                                                   summary: "an object gives the same member twice",
                                                   explanation: "JSON parsers keep one of two equal members, usually silently; which one " +
                                                                "is not defined. Give each once.",
                                                   examples: [.layout(LayoutRule.file(#""name": "again", "#), triggers: true),
                                                              .layout(LayoutRule.valid, triggers: false)])
    public static let duplicateKey = LayoutRule(id: "duplicate-key", severity: .error, summary: "a key id is defined twice in one file",
                                                explanation: "Two definitions of one key in a file are a mistake (one of them is lost). " +
                                                             "Merge them. A key that overrides an imported one is fine.",
                                                examples: [.layout(LayoutRule.file(#""keys": {"x": {"output": "x"}, "x": {"output": "# +
                                                                                   #""y"}}, "#), triggers: true),
                                                .layout(LayoutRule.file(#""keys": {"x": {"output": "x"}}, "#), triggers: false)])
    public static let duplicateLayer = LayoutRule(id: "duplicate-layer", severity: .error,
                                                  summary: "a layer id is defined twice in one file",
                                                  explanation: "Two definitions of one layer in a file: one is lost. Keep one.",
                                                  examples: [.layout(LayoutRule.withLayer(#""letters": {"kind": "letters", "rows": "# +
                                                                                          #"["a"]}"#),
                                                                     triggers: true),
                                                             .layout(LayoutRule.valid, triggers: false)])
    public static let invalidValue = LayoutRule(id: "invalid-value", severity: .error, summary: "a value outside what the field allows",
                                                explanation: "Unknown actions, widths, layer kinds, alignments and directions, numbers " +
                                                             "out of range, locales that are not BCP 47 tags, scripts that are not ISO " +
                                                             "15924 codes, empty strings.",
                                                examples: [.layout(LayoutRule.file(#""keys": {"x": {"width": "wide"}}, "#), triggers: true),
                                                           .layout(LayoutRule.file(#""strings": {"untranslated": "retrun"}, "#),
                                                                   triggers: true),
                                                           .layout(LayoutRule.file(#""keys": {"x": {"width": 1.5}}, "#), triggers: false)])
    public static let invalidKeyId = LayoutRule(id: "invalid-key-id", severity: .error, summary: "a key id is empty or holds a space",
                                                explanation: "Rows separate key ids with spaces, so an id cannot contain one.",
                                                examples: [.layout(LayoutRule.file(#""keys": {"a b": {"output": "x"}}, "#), triggers: true),
                                                           .layout(LayoutRule.file(#""keys": {"a-b": {"output": "x"}}, "#),
                                                                   triggers: false)])
    public static let partField = LayoutRule(id: "part-field", severity: .error, summary: "a shared part sets a field only layouts have",
                                             explanation: "Shared parts (files without `id`) hold keys, layers, bottom rows and strings; " +
                                                          "`locale`, `name`, `script` and the like belong to layouts.",
                                             examples: [LayoutRule.Example(LayoutRule.withParts(["p": #"{"format": 1, "locale": "de"}"#]),
                                                                           triggers: true),
                                                        LayoutRule.Example(LayoutRule.withParts(["p": #"{"format": 1, "keys": {}}"#]),
                                                                           triggers: false)])
    public static let missingOutput = LayoutRule(id: "missing-output", severity: .error,
                                                 summary: "a key neither types anything nor has an action",
                                                 explanation: "A key whose id is one character types that character; any other key needs " +
                                                              "`output` or `action`.",
                                                 examples: [.layout(LayoutRule.file(#""keys": {"foo": {"label": "F"}}, "#), triggers: true),
                                                            .layout(LayoutRule.file(#""keys": {"foo": {"output": "f"}}, "#),
                                                                    triggers: false)])
    public static let emptyRow = LayoutRule(id: "empty-row", severity: .error, summary: "a row without keys",
                                            explanation: "An empty row takes height and holds nothing to press; remove it.",
                                            examples: [.layout(LayoutRule.file(rows: #""q w e", "", "@bottom""#), triggers: true),
                                                       .layout(LayoutRule.valid, triggers: false)])

    // MARK: References
    public static let undefinedKey = LayoutRule(id: "undefined-key", severity: .error,
                                                summary: "a row names a key that is not defined (with a did-you-mean)",
                                                explanation: "Rows name keys by id; an id of more than one character must be defined in " +
                                                             "the layout or a part it imports. A real-world layout shipped with exactly " +
                                                             "this defect.",
                                                examples: [.layout(LayoutRule.file(rows: #""q w e", "shfit z backspace", "@bottom""#),
                                                                   triggers: true), .layout(LayoutRule.valid, triggers: false)])
    public static let unknownLayer = LayoutRule(id: "unknown-layer", severity: .error,
                                                summary: "a key switches to a layer that does not exist",
                                                explanation: "An `action: layer` key names its target; the layer must be defined.",
                                                examples: [.layout(LayoutRule.file(#""keys": {"to-x": {"action": "layer", "layer": "# +
                                                                                   #""symbls"}}, "#), triggers: true),
                                                .layout(LayoutRule.file(#""keys": {"to-x": {"action": "layer", "layer": "symbols"}}, "#),
                                                        triggers: false)])
    public static let unknownImport = LayoutRule(id: "unknown-import", severity: .error, summary: "an import names no shared part",
                                                 explanation: "`imports` lists shared parts by path without `.json`; layouts are built " +
                                                              "on with `extends` instead.",
                                                 examples: [.layout(LayoutRule.file(imports: #""shared/bse", "shared/symbols""#),
                                                                    triggers: true), .layout(LayoutRule.valid, triggers: false)])
    public static let importCycle = LayoutRule(id: "import-cycle", severity: .error,
                                               summary: "imports or extends lead back to where they started",
                                               explanation: "A part that imports itself, directly or not, or layouts that extend each " +
                                                            "other, cannot be merged.",
                                               examples: [LayoutRule.Example(LayoutRule.withParts(["a": #"{"format": 1, "imports": "# +
                                                                                                        #"["shared/b"]}"#,
                                                                                                  "b": #"{"format": 1, "imports": "# +
                                                                                                       #"["shared/a"]}"#]),
                                                                             triggers: true),
                                               .layout(LayoutRule.valid, triggers: false)])
    public static let unknownLayout = LayoutRule(id: "unknown-layout", severity: .error,
                                                 summary: "extends or latinCompanion names no layout",
                                                 explanation: "`extends` and `latinCompanion` name layouts by id.",
                                                 examples: [.layout(#"{"format": 1, "id": "test", "locale": "en-ZA", "name": "T", "# +
                                                                    #""extends": "en-UX"}"#, triggers: true),
                                                 .layout(#"{"format": 1, "id": "test", "locale": "en-ZA", "name": "T", "extends": "# +
                                                         #""en-US"}"#, triggers: false)])
    public static let duplicateLayoutId = LayoutRule(id: "duplicate-layout-id", severity: .error,
                                                     summary: "two files use the same layout id",
                                                     explanation: "Layout ids are unique across the folder (and the bundled layouts); " +
                                                                  "the note shows the first use.",
                                                     examples: [.layout(LayoutRule.valid.replacingOccurrences(of: #""id": "test""#,
                                                                                                              with: #""id": "en-US""#),
                                                                        triggers: true),
                                                                .layout(LayoutRule.valid, triggers: false)])
    public static let missingLayer = LayoutRule(id: "missing-layer", severity: .error,
                                                summary: "a layout lacks a layer every keyboard needs",
                                                explanation: "Every layout ends up with letters, numbers, symbols, numberPad, " +
                                                             "decimalPad, phonePad, phoneSymbols and namePhonePad layers and a default " +
                                                             "bottom row, usually by importing shared/base and a symbols part.",
                                                examples: [.layout(LayoutRule.file(imports: #""shared/base""#), triggers: true),
                                                           .layout(LayoutRule.valid, triggers: false)])
    public static let unknownDevice = LayoutRule(id: "unknown-device", severity: .error,
                                                 summary: "`devices` names a device profile that does not exist",
                                                 explanation: "A layout may list the device profiles it is made for; each must be in " +
                                                              "devices.json.",
                                                 examples: [.layout(LayoutRule.file(#""devices": ["iphon"], "#), triggers: true),
                                                            .layout(LayoutRule.file(#""devices": ["iphone"], "#), triggers: false)])
    public static let unknownInputMethod = LayoutRule(id: "unknown-input-method", severity: .error,
                                                      summary: "inputMethod names no known input method",
                                                      explanation: "The input method is looked up by name when the layout is used; an " +
                                                                   "unknown name would leave the layout unusable.",
                                                      examples: [.layout(LayoutRule.file(#""inputMethod": "syllabels", "#), triggers: true),
                                                                 .layout(LayoutRule.syllablesLayout, triggers: false)])
    public static let missingProgram = LayoutRule(
        id: "missing-program", severity: .error,
        summary: "a layout names a file for its input method that was not read, or names no method to read it",
        explanation: "`inputMethodData` names the file beside the layout that its input method reads (a keyboard program whose " +
                     "rules decide what the keys type). The module that knows the method reads it when the layouts are loaded " +
                     "through `LayoutImport` (as `softkbd` does); a layout whose data is missing would type its labels, so it does " +
                     "not load.",
        examples: [.layout(LayoutRule.file(#""inputMethod": "transforms", "inputMethodData": "missing.kmn", "#), triggers: true),
                   .layout(LayoutRule.valid, triggers: false)])
    public static let invalidCompanion = LayoutRule(id: "invalid-companion", severity: .error,
                                                    summary: "the Latin companion is not ASCII-capable",
                                                    explanation: "URL, e-mail, Twitter, web-search and ASCII-capable keyboards switch to " +
                                                                 "the companion, so it must be a Latin layout without a converting input " +
                                                                 "method.",
                                                    examples: [.layout(LayoutRule.file(#""latinCompanion": "ru-RU", "#), triggers: true),
                                                               .layout(LayoutRule.file(#""latinCompanion": "en-US", "#), triggers: false)])
    public static let missingCompanion = LayoutRule(id: "missing-companion", severity: .warning,
                                                    summary: "a non-Latin layout names no Latin companion",
                                                    explanation: "Without a companion, ASCII-only keyboard types cannot be shown for the " +
                                                                 "layout.",
                                                    examples: [.layout(LayoutRule.file(script: "Cyrl"), triggers: true),
                                                               .layout(LayoutRule.file(#""latinCompanion": "en-US", "#, script: "Cyrl"),
                                                                       triggers: false)])
    public static let unusedField = LayoutRule(id: "unused-field", severity: .warning, summary: "a field that has no effect",
                                               explanation: "`layer` only matters on a key whose action is `layer`.",
                                               examples: [.layout(LayoutRule.file(#""keys": {"x": {"output": "x", "layer": "symbols"}}, "#),
                                                                  triggers: true), .layout(LayoutRule.valid, triggers: false)])

    // MARK: Text
    public static let invalidCharacter = LayoutRule(id: "invalid-character", severity: .error,
                                                    summary: "an output holds a control, private-use or unassigned character; a label a " +
                                                             "control character",
                                                    explanation: "Keys type text people read; control characters, private-use characters " +
                                                                 "and unassigned code points have no business there. Labels and keyboard " +
                                                                 "words are shown: a private-use icon is fine, a control character is " +
                                                                 "not (an SVG picture with U+0000 is not XML, and ESC in a terminal " +
                                                                 "starts an escape sequence).",
                                                    examples: [.layout(LayoutRule.file(#""keys": {"x": {"output": "\u0007"}}, "#),
                                                                       triggers: true),
                                                               .layout(LayoutRule.file(#""keys": {"x": {"output": "ß"}}, "#),
                                                                       triggers: false),
                                                    .layout(LayoutRule.file(#""keys": {"x": {"label": "\u001B[31mx"}}, "#), triggers: true),
                                                    .layout(LayoutRule.file(#""keys": {"x": {"label": "\uE000"}}, "#), triggers: false)])
    public static let nonNfc = LayoutRule(id: "non-nfc", severity: .warning, summary: "text not in Unicode NFC (with a fix-it)",
                                          explanation: "Keyboards type NFC, the form text systems compare and store. `é` written as e + " +
                                                       "U+0301 types a different string from the precomposed `é`. `--fix` rewrites it.",
                                          examples: [.layout(LayoutRule.file(#""keys": {"x": {"output": "e\u0301"}}, "#), triggers: true),
                                                     .layout(LayoutRule.file(#""keys": {"x": {"output": "é"}}, "#), triggers: false)])
    public static let redundantLongPress = LayoutRule(id: "redundant-long-press", severity: .warning,
                                                      summary: "a long-press alternate repeats another or the key's own output (with a " +
                                                               "fix-it)",
                                                      explanation: "A repeated alternate wastes a slot in the long-press bubble; `--fix` " +
                                                                   "removes it.",
                                                      examples: [.layout(LayoutRule.file(#""keys": {"e": {"longPress": "é è é"}}, "#),
                                                                         triggers: true),
                                                                 .layout(LayoutRule.file(#""keys": {"e": {"longPress": "e é"}}, "#),
                                                                         triggers: true),
                                                      .layout(LayoutRule.file(#""keys": {"e": {"longPress": "é è"}}, "#), triggers: false)])

    // MARK: Keyboard sense
    public static let missingEssentialKey = LayoutRule(id: "missing-essential-key", severity: .error,
                                                       summary: "a layer without backspace, return, or a way back to the letters",
                                                       explanation: "Every letters and numbers layer needs backspace and return; every " +
                                                                    "layer but the letters needs a way back to them (pads of pad " +
                                                                    "keyboards excepted).",
                                                       examples: [.layout(LayoutRule.file(rows: #""q w e r t y u i o p", "a s d f g h j "# +
                                                                                                #"k l", "# +
                                                                                                #""shift gap z x c v b n m gap", "# +
                                                                                                #""@bottom""#),
                                                                          triggers: true),
                                                                  .layout(LayoutRule.valid, triggers: false)])
    public static let unreachableLayer = LayoutRule(id: "unreachable-layer", severity: .warning,
                                                    summary: "a layer no key switches to and no keyboard type opens on",
                                                    explanation: "A layer nobody can reach is dead weight, or a switch key is missing.",
                                                    examples: [.layout(LayoutRule.withLayer(#""extra": {"kind": "numbers", "# +
                                                                                            #""rows": ["1 2 3", "mode backspace "# +
                                                                                            #"return"]}"#),
                                                                       triggers: true),
                                                               .layout(LayoutRule.valid, triggers: false)])
    public static let unresolvableVariant = LayoutRule(id: "unresolvable-variant", severity: .error,
                                                       summary: "a keyboard type, device or layer that cannot be resolved",
                                                       explanation: "Every layout resolves for all twelve keyboard types on every device " +
                                                                    "and orientation it is made for; this reports what stops one, such " +
                                                                    "as a non-Latin layout without a Latin companion asked for a URL " +
                                                                    "keyboard.",
                                                       examples: [.layout(LayoutRule.file(script: "Cyrl"), triggers: true),
                                                                  .layout(LayoutRule.valid, triggers: false)])
    public static let nonAsciiVariant = LayoutRule(id: "non-ascii-variant", severity: .error,
                                                   summary: "an ASCII-only keyboard type types non-ASCII",
                                                   explanation: "URL, e-mail, Twitter, web-search and ASCII-capable keyboards must type " +
                                                                "ASCII: their bottom rows may not hold other characters, and non-Latin " +
                                                                "layouts switch to their Latin companion.",
                                                   examples: [.layout(LayoutRule.file(#""bottomRows": {"URL": "mode globe 。 / dot-com "# +
                                                                                      #"return"}, "#), triggers: true),
                                                   .layout(LayoutRule.file(#""bottomRows": {"URL": "mode globe . / dot-com return"}, "#),
                                                           triggers: false)])
    public static let rowOverflow = LayoutRule(id: "row-overflow", severity: .error,
                                               summary: "a row wider than the device's keyboard (with the overflow in points)",
                                               explanation: "A row's letter keys, fixed-width keys and shares must fit the device " +
                                                            "profile; an overfull row is shrunk at run time and its keys get too small. " +
                                                            "Raise `columns` or drop keys.",
                                               examples: [.layout(LayoutRule.file(#""keys": {"pad-backspace": {"action": "backspace", "# +
                                                                                  #""width": 3}}, "#), triggers: true),
                                                           .layout(LayoutRule.file(rows: #""q w e r t y u i o p å ö", "a s d f g h j k "# +
                                                                                         #"l", "shift gap z x c v b n m gap backspace", "# +
                                                                                         #""@bottom""#), triggers: true),
                                               .layout(LayoutRule.file(#""columns": 12, "#,
                                                                       rows: #""q w e r t y u i o p å ö", "a s d f g h j k l", "shift "# +
                                                                             #"gap z x c v b n m gap backspace", "@bottom""#),
                                               triggers: false)])
    public static let keyGeometry = LayoutRule(id: "key-geometry", severity: .error,
                                               summary: "keys overlap or leave the keyboard after resolution",
                                               explanation: "A check on the resolved frames of every keyboard: each key has an area and " +
                                                            "lies inside the keyboard, and no two overlap. Resolution squeezes rows to " +
                                                            "fit, so a layout alone cannot break this; a device profile whose insets or " +
                                                            "gaps take all the room can (its keys end up with no height or width).",
                                               examples: [LayoutRule.Example(["test.json": LayoutRule.file(#""devices": ["tiny"], "#),
                                                                              "devices.json": LayoutRule.device(insets: #"{"top": 120, "# +
                                                                                                                        #""bottom": "# +
                                                                                                                        #"120}"#)],
                                                                             triggers: true),
                                                          LayoutRule.Example(["test.json": LayoutRule.file(#""devices": ["tiny"], "#),
                                                                              "devices.json": LayoutRule.device(insets: #"{"top": 8, "# +
                                                                                                                        #""bottom": 8}"#)],
                                                                             triggers: false)])
    public static let smallKey = LayoutRule(id: "small-key", severity: .warning,
                                            summary: "a key smaller than a finger can hit on its device",
                                            explanation: "Phones need keys of at least 20×30 pt, tablets 36×40 pt. Reported once "
                                                + "per row of a layer, with how many of its keys are too small and the smallest.",
                                            examples: [.layout(LayoutRule.file(#""columns": 16, "#), triggers: true),
                                                       .layout(LayoutRule.valid, triggers: false)])
    public static let labelTooWide = LayoutRule(id: "label-too-wide", severity: .warning,
                                                summary: "a label that will not fit its key (estimated)",
                                                explanation: "Labels shrink to 10 pt on phones and 14 pt on tablets and may break onto " +
                                                             "two lines at a space; wider ones are cut off. Widths are estimated (wide " +
                                                             "CJK and Hangul characters one em, others 0.55 em).",
                                                examples: [.layout(LayoutRule.file(#""keys": {"x": {"output": "x", "label": "# +
                                                                                   #""extraordinarily"}}, "#,
                                                rows: #""q w e r t y u i o p", "a s d f g h j k x", "shift gap z c v b n m gap "# +
                                                      #"backspace", "@bottom""#), triggers: true),
                                                .layout(LayoutRule.valid, triggers: false)])
    public static let missingLocaleWord = LayoutRule(id: "missing-locale-word", severity: .warning,
                                                     summary: "the locale has no word for the return or space key, or for some return " +
                                                              "key types",
                                                     explanation: "Keys show the language's own words; the message names the return key " +
                                                                  "types that fall back to English (Google and Yahoo are names and never " +
                                                                  "translated). Add them to strings.json or the layout's `strings`. A " +
                                                                  "word no source translates can be listed in `untranslated` (in " +
                                                                  "strings.json or the layout): it shows in English, knowingly, and is " +
                                                                  "not reported.",
                                                     examples: [.layout(LayoutRule.file(locale: "xh-ZA"), triggers: true),
                                                                .layout(LayoutRule.file(#""strings": {"untranslated": "return space go "# +
                                                                                        #"next done send search join route continue "# +
                                                                                        #"emergencyCall"}, "#, locale: "xh-ZA"),
                                                                triggers: false),
                                                     .layout(LayoutRule.file(#""strings": {"return": "buyela", "space": "isithuba", "# +
                                                                             #""go": "Hamba", "join": "Joyina", "next": "Okulandelayo", "# +
                                                                             #""route": "Indlela", "search": "Khangela", "send": "# +
                                                                             #""Thumela", "done": "Kugqityiwe", "emergencyCall": "# +
                                                                             #""Umnxeba ongxamisekileyo", "continue": "Qhubeka"}, "#,
                                                     locale: "xh-ZA"), triggers: false)])
    public static let duplicateCharacter = LayoutRule(id: "duplicate-character", severity: .warning,
                                                      summary: "two keys of one layer type the same thing",
                                                      explanation: "A character reachable twice on a layer is usually a copy-paste slip " +
                                                                   "that hides a missing one.",
                                                      examples: [.layout(LayoutRule.file(rows: #""q w e r t y u i o p", "a s d f g h j "# +
                                                                                               #"k l", "# +
                                                                                               #""shift gap z x c v b n q gap "# +
                                                                                               #"backspace", "@bottom""#),
                                                                         triggers: true),
                                                                 .layout(LayoutRule.valid, triggers: false)])
    public static let missingDirection = LayoutRule(id: "missing-direction", severity: .error,
                                                    summary: "a right-to-left script without \"direction\": \"rtl\"",
                                                    explanation: "Arabic, Hebrew and the other right-to-left scripts need the direction " +
                                                                 "stated, so that front ends mirror the keyboard.",
                                                    examples: [.layout(LayoutRule.file(#""latinCompanion": "en-US", "#, locale: "ar",
                                                                                       script: "Arab"), triggers: true),
                                                    .layout(LayoutRule.file(#""latinCompanion": "en-US", "direction": "rtl", "#,
                                                                            locale: "ar", script: "Arab"), triggers: false)])
    public static let inputMethodKeys = LayoutRule(id: "input-method-keys", severity: .error,
                                                   summary: "the layout lacks keys its input method needs",
                                                   explanation: "Each input method declares the outputs it composes from in its " +
                                                                "descriptor (a syllable method, the 26 Latin letters and an apostrophe " +
                                                                "to separate syllables; a jamo method, the consonants and vowels of its " +
                                                                "layout); some key of the layout must type each, as itself, its shifted " +
                                                                "form or a long press. The examples name a method that needs the Latin " +
                                                                "letters and an apostrophe.",
                                                   examples: [.layout(LayoutRule.file(#""inputMethod": "syllables", "latinCompanion": "# +
                                                                                      #""en-US", "#,
                                                   imports: #""shared/base", "shared/symbols-fullwidth""#, script: "Hans"), triggers: true),
                                                   .layout(LayoutRule.file(#""inputMethod": "syllables", "latinCompanion": "en-US", "#,
                                                                           rows: #""q w e r t y u i o p", "a s d f g h j k l '", "shift "# +
                                                                                 #"gap z x c v b n m gap backspace", "@bottom""#,
                                                   script: "Hans"), triggers: false)])
    public static let missingDevices = LayoutRule(id: "missing-devices", severity: .error,
                                                  summary: "the folder has layouts but no devices.json",
                                                  explanation: "Layouts are resolved on device profiles; a folder of layouts needs them " +
                                                               "(the bundled ones count).",
                                                  examples: [LayoutRule.Example(["test.json": LayoutRule.valid,
                                                                                 "devices.json": #"{"format": 1, "devices": {}}"#],
                                                                                triggers: true),
                                                             .layout(LayoutRule.valid, triggers: false)])

    // MARK: Transforms
}
