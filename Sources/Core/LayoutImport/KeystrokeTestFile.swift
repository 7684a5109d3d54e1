public import LayoutFile
import TextTransforms

/// A keystroke test file: CLDR's `keyboardTest3` format (the conformance tests of CLDR
/// keyboards; see CLDR's `keyboards/test/README.md`), which SoftKeyboard also uses for its
/// own layouts, with two attributes of its own on `<test>`:
///
/// - `traits="keyboardType=URL returnKeyType=go …"`: the field's traits, as
///   `softkbd traits --set` names them (default: a plain field, no autocapitalization,
///   autocorrection or smart punctuation, so the keys alone decide the text);
/// - `container="field"`: a single-line field (where return acts rather than types) instead
///   of the default multi-line view.
///
/// `info keyboard` names a CLDR keyboard file (found beside the test file or in `../3.0/`) or
/// a layout id. Steps: `startContext to`, `keystroke key` (with `flick`, `longPress` or
/// `tapCount`), `emit to`, `backspace`, `check result`; strings take `\u{…}` escapes.
public struct KeystrokeTestFile: Hashable, Sendable {
    public struct Repertoire: Hashable, Sendable {
        public var name: String
        /// Each character of the set (a multi-character string stands for itself).
        public var characters: [String]
        /// `default`, `simple`, `gesture`, `flick`, `longPress`, `multiTap`, `hardware`.
        public var type: String
        public var range: SourceRange
    }

    public enum Step: Hashable, Sendable {
        case startContext(String)
        case keystroke(key: String, flick: [String]?, longPress: Int?, tapCount: Int?)
        case emit(String)
        case backspace
        case check(String)
    }

    public struct Test: Hashable, Sendable {
        public var suite: String
        public var name: String
        public var range: SourceRange
        public var traits: String?
        public var isSingleLine: Bool
        public var steps: [(step: Step, range: SourceRange)]

        public static func == (lhs: Test, rhs: Test) -> Bool {
            lhs.suite == rhs.suite && lhs.name == rhs.name && lhs.range == rhs.range && lhs.steps.map(\.step) == rhs.steps.map(\.step)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(suite)
            hasher.combine(name)
            hasher.combine(range)
        }
    }

    public var file: String
    public var keyboard: String
    public var keyboardRange: SourceRange
    public var name: String
    public var repertoires: [Repertoire]
    public var tests: [Test]

    /// Reads a test file; every problem goes to `diagnostics` (rule ids as for layouts).
    public static func parse(_ text: String, file: String, diagnostics: inout DiagnosticCollector) -> KeystrokeTestFile? {
        guard let root = XMLReader.parse(text, file: file, diagnostics: &diagnostics) else { return nil }
        guard root.name == "keyboardTest3" else {
            diagnostics.report(.importDefect, "the root element is '\(root.name)'; a keystroke test file's is 'keyboardTest3'",
                               at: root.range)
            return nil
        }
        guard let info = root.children(named: "info").first, let keyboard = info.attribute("keyboard") else {
            diagnostics.report(.missingField, "the test file has no <info keyboard=\"…\"/>", at: root.range)
            return nil
        }
        func decoded(_ attribute: XMLAttribute) -> String {
            switch TransformEscapes.decode(attribute.value, markers: false) {
            case .success(let text): return text.visible
            case .failure(let problem):
                diagnostics.report(.importDefect, problem.message, at: attribute.valueRange)
                return attribute.value
            }
        }
        var result = KeystrokeTestFile(file: file, keyboard: keyboard.value, keyboardRange: keyboard.valueRange,
                                       name: info.attribute("name")?.value ?? file, repertoires: [], tests: [])
        for element in root.children(named: "repertoire") {
            guard let chars = element.attribute("chars") else {
                diagnostics.report(.missingField, "a <repertoire> has no 'chars'", at: element.range)
                continue
            }
            let type = element.attribute("type")?.value ?? "default"
            guard ["default", "simple", "gesture", "flick", "longPress", "multiTap", "hardware"].contains(type) else {
                diagnostics.report(.invalidValue,
                                   "repertoire type '\(type)' is not default, simple, gesture, flick, longPress, multiTap or hardware",
                                   at: element.attribute("type")?.valueRange ?? element.range)
                continue
            }
            guard let characters = unicodeSet(chars.value) else {
                diagnostics.report(.invalidValue, "'\(chars.value)' is not a set like '[a b c \\u{22}]'", at: chars.valueRange)
                continue
            }
            result.repertoires.append(Repertoire(name: element.attribute("name")?.value ?? "repertoire", characters: characters, type: type,
                                                 range: element.range))
        }
        for suite in root.children(named: "tests") {
            let suiteName = suite.attribute("name")?.value ?? "tests"
            for element in suite.children(named: "test") {
                var test = Test(suite: suiteName, name: element.attribute("name")?.value ?? "test", range: element.range,
                                traits: element.attribute("traits")?.value, isSingleLine: element.attribute("container")?.value == "field",
                                steps: [])
                if let container = element.attribute("container"), !["field", "view"].contains(container.value) {
                    diagnostics.report(.invalidValue, "container '\(container.value)' is not 'field' or 'view'", at: container.valueRange)
                }
                for step in element.children {
                    switch step.name {
                    case "startContext":
                        guard let to = step.attribute("to") else { diagnostics.report(.missingField, "<startContext> has no 'to'",
                                                                                      at: step.range); continue }
                        test.steps.append((.startContext(decoded(to)), step.range))
                    case "keystroke":
                        guard let key = step.attribute("key") else { diagnostics.report(.missingField, "<keystroke> has no 'key'",
                                                                                        at: step.range); continue }
                        let flick = step.attribute("flick").map { $0.value.split(separator: " ").map(String.init) }
                        let longPress = step.attribute("longPress").flatMap { Int($0.value) }
                        let tapCount = step.attribute("tapCount").flatMap { Int($0.value) }
                        if let attribute = step.attribute("longPress"), (longPress ?? -1) < 0 {
                            diagnostics.report(.invalidValue, "longPress '\(attribute.value)' is not a number from 0",
                                               at: attribute.valueRange)
                            continue
                        }
                        if let attribute = step.attribute("tapCount"), (tapCount ?? 0) < 2 {
                            diagnostics.report(.invalidValue, "tapCount '\(attribute.value)' is not a number from 2",
                                               at: attribute.valueRange)
                            continue
                        }
                        if [flick != nil, longPress != nil, tapCount != nil].filter({ $0 }).count > 1 {
                            diagnostics.report(.invalidValue, "a keystroke takes one of flick, longPress and tapCount", at: step.range)
                            continue
                        }
                        test.steps.append((.keystroke(key: key.value, flick: flick, longPress: longPress, tapCount: tapCount), step.range))
                    case "emit":
                        guard let to = step.attribute("to") else { diagnostics.report(.missingField, "<emit> has no 'to'",
                                                                                      at: step.range); continue }
                        test.steps.append((.emit(decoded(to)), step.range))
                    case "backspace":
                        test.steps.append((.backspace, step.range))
                    case "check":
                        guard let expected = step.attribute("result") else { diagnostics.report(.missingField, "<check> has no 'result'",
                                                                                                at: step.range); continue }
                        test.steps.append((.check(decoded(expected)), step.range))
                    case "special":
                        continue
                    default:
                        diagnostics.report(.unknownField,
                                           "unknown test step <\(step.name)>; steps are startContext, keystroke, emit, backspace and check",
                                           at: step.range)
                    }
                }
                result.tests.append(test)
            }
        }
        return result
    }

    /// The members of a UnicodeSet written `[a b c-e \u{22}]`: spaces separate, `x-y` is a
    /// range (at most 10,000 characters), `{abc}` a string.
    static func unicodeSet(_ text: String) -> [String]? {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        guard case .success(let decoded) = TransformEscapes.decode(String(trimmed.dropFirst().dropLast()),
                                                                   markers: false) else { return nil }
        let scalars = Array(decoded.visible.unicodeScalars)
        var result: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " { index += 1; continue }
            if scalar == "{", let close = scalars[index...].firstIndex(of: "}") {
                result.append(String(String.UnicodeScalarView(scalars[(index + 1)..<close])))
                index = close + 1
                continue
            }
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != " " {
                let low = scalar.value, high = scalars[index + 2].value
                guard low <= high, high - low < 10_000 else { return nil }
                for value in low...high { if let member = Unicode.Scalar(value) { result.append(String(Character(member))) } }
                index += 3
                continue
            }
            result.append(String(Character(scalar)))
            index += 1
        }
        return result
    }
}
