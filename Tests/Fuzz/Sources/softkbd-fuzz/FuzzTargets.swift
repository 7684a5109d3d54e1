import BuiltInInputMethods
import HangulInputMethod
import HandwritingInputMethod
import InputMethodCore
import JapaneseInputMethod
import KeyboardModel
import KeyboardSession
import LayoutFile
import LayoutImport
import TextTransforms
import Typing
import PinyinInputMethod
import TextEditing
import TextInputTraits
import TextInteraction
import TextSegmentation

/// Reads numbers out of fuzz bytes, one field at a time; past the end everything is 0.
struct ByteReader {
    var bytes: ArraySlice<UInt8>
    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }
    var isEmpty: Bool { bytes.isEmpty }
    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }
    mutating func uint32() -> UInt32 { (0..<4).reduce(0) { value, _ in value << 8 | UInt32(byte()) } }
    /// A coordinate: small numbers mostly, and now and then the extremes.
    mutating func coordinate() -> Double {
        switch byte() % 16 {
        case 0: return 1e300
        case 1: return -1e300
        case 2: return .infinity
        case 3: return .nan
        case 4: return Double(bitPattern: UInt64(uint32()) << 32 | UInt64(uint32()))
        default: return Double(Int8(bitPattern: byte())) * 3
        }
    }
}

enum FuzzTargets {
    /// The JSON reader: any bytes; a value or one diagnostic, never a trap.
    static func json(_ bytes: [UInt8]) {
        var diagnostics = DiagnosticCollector()
        let node = JSONParser.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.json",
                                    limits: .init(maximumBytes: 1 << 16, maximumDepth: 64),
                                    diagnostics: &diagnostics)
        precondition((node == nil) == diagnostics.hasErrors)
    }

    /// The shared parts and device profiles layouts import (every bundled layout would make
    /// each run slow without reaching more code).
    static let shared = BundledLayouts.sources.filter { $0.path.hasPrefix("shared/") || $0.path == "devices.json"
                                                        || $0.path == "strings.json" }

    /// A layout file through the loader and the linter, then its mechanical fix-its applied,
    /// and the result checked again: `--fix` must not break a file (no new error) and must
    /// reach a fixed point in one run (no mechanical fix-it left).
    static func layout(_ bytes: [UInt8]) {
        guard case .success(let text) = LayoutDirectory.decode(bytes, file: "fuzz.json") else { return }
        let first = check(text)
        let fixes = first.filter { $0.fixIts.count == 1 && $0.fixIts[0].isMechanical }.map { $0.fixIts[0] }
        guard !fixes.isEmpty else { return }
        let (fixed, _) = Diagnostic.FixIt.apply(fixes, to: text)
        let second = check(fixed)
        let errorsBefore = Set(first.filter { $0.severity == .error }.map(\.rule))
        let newErrors = second.filter { $0.severity == .error && !errorsBefore.contains($0.rule) }
        precondition(newErrors.isEmpty, "--fix introduced \(newErrors.map(\.formatted))")
        let left = second.filter { $0.fixIts.count == 1 && $0.fixIts[0].isMechanical }
        precondition(left.isEmpty, "--fix left mechanical fix-its: \(left.map(\.formatted))")
    }

    static func check(_ text: String) -> [Diagnostic] {
        LayoutValidation.validate([LayoutSource(path: "fuzz.json", displayPath: "fuzz.json", text: text)], over: shared,
                                  inputMethods: BuiltInInputMethods.requirements).diagnostics
    }

    /// A CLDR keyboard (XML) through the bounded XML reader, the importer and the loader: a
    /// root or exactly one diagnostic from the reader; every finding inside the file.
    static func cldr(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var diagnostics = DiagnosticCollector()
        let root = XMLReader.parse(text, file: "fuzz.xml", diagnostics: &diagnostics)
        precondition((root == nil) == (diagnostics.diagnostics.count == 1 && diagnostics.hasErrors))
        imported(LayoutSource(path: "fuzz.xml", displayPath: "fuzz.xml", text: text),
                 lines: text.unicodeScalars.filter { $0 == "\n" }.count + 1)
    }

    /// A keystroke test file (CLDR keyboardTest3): parsed or refused, every finding and every
    /// test's place inside the file.
    static func keystrokeTests(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Lines as the readers count them, by U+000A ("\r\n" is one Character, so not by Character).
        let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
        var diagnostics = DiagnosticCollector()
        let file = KeystrokeTestFile.parse(text, file: "fuzz.xml", diagnostics: &diagnostics)
        for diagnostic in diagnostics.diagnostics { precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.line <= lines,
                                                                 "\(diagnostic.formatted)") }
        precondition(file != nil || diagnostics.hasErrors, "a file refused without an error")
        for test in file?.tests ?? [] {
            precondition(test.range.start.line >= 1 && test.range.start.line <= lines)
            for step in test.steps { precondition(step.range.start.line >= 1 && step.range.start.line <= lines) }
        }
    }

    /// A Keyman touch layout (JSON) through the importer and the loader; every finding inside the file.
    static func keyman(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        imported(LayoutSource(path: "fuzz.keyman-touch-layout", displayPath: "fuzz.keyman-touch-layout", text: text),
                 lines: text.unicodeScalars.filter { $0 == "\n" }.count + 1)
    }

    /// Converts, loads (without linting every keyboard, which the layout target does) and
    /// checks that findings point into the file; a file read to a layout can be printed and
    /// read back as this format.
    static func imported(_ source: LayoutSource, lines: Int) {
        // A local import is never read from disk here.
        let conversion = LayoutImport.convert(source, readFile: { _ in nil })
        let prepared = LayoutSource(path: source.path, displayPath: source.displayPath, text: source.text, root: conversion.root,
                                    diagnostics: conversion.diagnostics)
        let report = LayoutValidation.validate([prepared], over: shared, inputMethods: BuiltInInputMethods.requirements, linting: false)
        for diagnostic in report.diagnostics where diagnostic.range.file == source.displayPath {
            precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.line <= max(lines, 1)
                         && diagnostic.range.start.column >= 1,
                         "outside the file: \(diagnostic.formatted)")
        }
        if let root = conversion.root {
            var diagnostics = DiagnosticCollector()
            let text = root.formatted()
            precondition(JSONParser.parse(text, file: "printed.json", limits: .init(maximumBytes: 1 << 24, maximumDepth: 64),
                                          diagnostics: &diagnostics) != nil,
                         "the printed layout does not read back: \(diagnostics.diagnostics.map(\.formatted))")
        }
    }

    /// A transform pattern, a replacement and a context from the bytes (split at 0 bytes):
    /// compiled or a problem inside the string; a match lies inside the context.
    static func transforms(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let from = parts.first ?? "", to = parts.count > 1 ? parts[1] : "", context = parts.count > 2 ? parts[2] : ""
        let spec = TransformSpec(variables: [.init(id: "v", kind: .set, value: "a e i o u"), .init(id: "w", kind: .set, value: "á é í ó ú"),
                                             .init(id: "s", kind: .string, value: "\\m{m}"),
                                             .init(id: "u", kind: .unicodeSet, value: "[a-z]")],
                                 simple: [.rules([.init(from: from, to: to)]), .reorders([.init(from: from, order: "5")])],
                                 backspace: [.rules([.init(from: from, to: to)])])
        let (rules, problems) = TransformRules.compile(spec)
        for problem in problems { precondition(problem.offset >= 0
                                               && problem.offset <= max(from.unicodeScalars.count, to.unicodeScalars.count, 1) + 1) }
        let text = TransformText(String(context.unicodeScalars.prefix(64)))
        if let transform = rules.allTransforms.first, let match = transform.from.matchSuffix(of: text) {
            precondition(match.range.upperBound == text.count && match.range.lowerBound >= 0)
            precondition(match.captures.allSatisfy { $0.map { $0.lowerBound >= 0 && $0.upperBound <= text.count } ?? true })
        }
        _ = rules.afterInput(text)
        _ = rules.afterBackspace(text)
    }

    /// UAX #29 over any text: boundaries start at 0, end at the length, and increase.
    static func segment(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let length = text.utf16.count
        for unit in SegmentationUnit.allCases {
            let boundaries = Segmenter.boundaries(unit, in: text)
            precondition(boundaries.first == 0 && boundaries.last == length, "\(unit): \(boundaries) for length \(length)")
            precondition(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 } || length == 0)
        }
    }

    /// Key presses, touches on the keyboard (anywhere, extremes included), suggestion picks,
    /// caret moves and settings changes through a keyboard session with autocorrection, on
    /// English, French, German or Turkish. Nothing typed is lost: an event other than backspace
    /// never changes the text before the word at the caret, and the selection stays inside the
    /// text; at the end, undoing everything empties the field and redoing it all brings the same
    /// text back.
    static func typing(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let layouts = ["en-US", "fr-FR", "de-DE", "tr-TR"]
        let layout = layouts[Int(reader.byte()) % layouts.count]
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: [layout],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        var traits = TextInputTraits()
        traits.keyboardType = [.default, .default, .webSearch, .URL, .emailAddress][Int(reader.byte()) % 5]
        let field = TextContainer(kind: .multiLine, traits: traits)
        guard (try? session.focus(field, textLayout: MonospaceLayout(columns: 40))) != nil else { return }
        let letters = Array("abcdefghijklmnopqrstuvwxyzéçüöıß")
        var time = 0.0
        while !reader.isEmpty {
            let before = field.text
            let wordStart = field.selectedRange.lowerBound - Words.trailingWord(field.textBeforeSelection(limit: 64)).utf16.count
            let code = reader.byte()
            var isBackspace = false
            time += 0.05
            switch code % 64 {
            case 0..<32:
                let character = letters[Int(code % 64)]
                if !session.type(character) { session.insertText(String(character)) }
            case 32..<38: session.press("space")
            case 38..<42:
                isBackspace = true
                session.press("backspace")
            case 42..<46:
                let output = [".", ",", "'", "\"", "-", "!", "?", "’"][Int(reader.byte()) % 8]
                session.insertText(output)
            case 46..<50:
                let point = Point(x: reader.coordinate(), y: reader.coordinate())
                isBackspace = session.state.keyboard?.key(at: point)?.action == .backspace
                session.tap(at: point, time: time)
            case 50..<53: session.selectSuggestion(Int(reader.byte() % 4))
            case 53, 54: session.moveCaret(code % 2 == 0 ? .left : .right)
            case 55: session.press("shift")
            case 56:
                var settings = session.settings
                let (_, path) = KeyboardSettings.switches[Int(reader.byte()) % KeyboardSettings.switches.count]
                settings[keyPath: path].toggle()
                session.settings = settings
            case 57: session.press("return")
            default: session.insertText(String(letters[Int(reader.byte()) % letters.count]).uppercased())
            }
            let text = field.text
            precondition(field.selectedRange.upperBound <= text.utf16.count, "selection outside the text")
            if !isBackspace, wordStart >= 0, code % 64 != 53, code % 64 != 54 {
                // The only edits allowed before the word: the "." shortcut turns the space before
                // the caret into ". ", smart dashes turn the hyphen before it into a dash.
                let kept = String(decoding: Array(before.utf16.prefix(wordStart)), as: UTF16.self)
                precondition(text.hasPrefix(kept) || (kept.hasSuffix(" ") && text.hasPrefix(kept.dropLast() + ". "))
                             || (kept.hasSuffix("-") && text.hasPrefix(kept.dropLast() + "—")),
                             "text before the word changed: '\(before)' → '\(text)'")
            }
            for range in session.misspelledWords() { precondition(range.upperBound <= text.utf16.count, "misspelling outside the text") }
        }
        let final = field.text
        while field.undo() {}
        precondition(field.text.isEmpty, "undo did not empty the field: '\(field.text)'")
        while field.redo() {}
        precondition(field.text == final, "redo did not restore '\(final)': '\(field.text)'")
    }

    /// Timed touches, menu commands and space-bar pans on a two-line text, applied to a
    /// container: the selection stays inside the text.
    static func gestures(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let container = TextContainer(kind: .multiLine, text: "hello wörld 👩‍👩‍👧\nsecond line, ok.")
        let layout = GridLayout(advance: reader.byte() % 4 == 0 ? 1e-300 : 10, lineHeight: 20)
        var interaction = TextInteraction(selection: 0..<0,
                                          configuration: TextInteractionConfiguration(profile: reader.byte() % 2 == 0 ? .default : .modern))
        var time = 0.0
        while !reader.isEmpty {
            time += Double(reader.byte()) / 100
            let point = Point(x: reader.coordinate(), y: reader.coordinate())
            let event: TextInteractionEvent
            switch reader.byte() % 9 {
            case 0: event = .down(time: time, point: point, tapCount: Int(reader.byte() % 5))
            case 1: event = .move(time: time, point: point)
            case 2: event = .up(time: time, point: point, tapCount: Int(reader.byte() % 5))
            case 3: event = .cancel(time: time)
            case 4: event = .menu(reader.byte() % 2 == 0 ? .select : .selectAll, time: time)
            case 5: event = .panDown(time: time, x: point.x)
            case 6: event = .panMove(time: time, x: point.x, velocity: reader.byte() % 3 == 0 ? nil : point.y)
            case 7: event = .panUp(time: time)
            default: event = .advance(to: time)
            }
            let document = TextInteractionDocument(storage: container.storage, layout: layout.indexed(for: container.storage))
            let actions = interaction.handle(event, in: document)
            TextInteraction.apply(actions, to: container)
            precondition(container.selectedRange.upperBound <= container.storage.count)
        }
    }

    static let pinyinEngine = try? PinyinEngine.bundled()

    /// A random stream of keys into the pinyin method: letters, apostrophes, digits, backspace,
    /// space, return, candidate and follow-on picks. The composition never passes its maximum.
    static func pinyin(_ bytes: [UInt8]) {
        guard let pinyinEngine else { preconditionFailure("the pinyin model cannot be loaded") }
        let method = PinyinInputMethod(engine: pinyinEngine)
        method.activate(storage: MemoryStorage())
        var reader = ByteReader(bytes)
        while !reader.isEmpty {
            let b = reader.byte()
            let event: InputEvent
            switch b % 40 {
            case 0..<26: event = .key(KeyInput(output: String(UnicodeScalar(UInt8(ascii: "a") + b % 40))))
            case 26: event = .key(KeyInput(output: "'"))
            case 27: event = .key(KeyInput(output: String(b % 10)))
            case 28, 29, 30: event = .backspace
            case 31: event = .space
            case 32: event = .return
            case 33, 34: event = .selectCandidate(Int(reader.byte() % 12))
            case 35: event = .selectFollowOn(Int(reader.byte() % 9))
            case 36: event = .forgetCandidate(Int(reader.byte() % 12))
            case 37: event = .key(KeyInput(output: "，"))
            default: event = .key(KeyInput(output: String(repeating: "a", count: Int(reader.byte() % 3))))
            }
            guard let result = try? method.handle(event, context: InputContext(textBefore: "我们", locale: "zh-Hans")) else { continue }
            let letters = result.markedText?.filter { $0.isASCII && $0.isLetter }.count ?? 0
            precondition(letters <= PinyinEngine.maximumComposition, "marked text of \(letters) letters")
            _ = try? method.candidates(page: Int(b % 3), pageSize: 9)
        }
    }

    static let japaneseModel: JapaneseModel? = JapaneseModel.bundledPath().flatMap { try? JapaneseModel(path: $0) }

    /// A random stream into the Japanese method: romaji letters, kana-pad taps (with times,
    /// some after a pause) and flicks, the pad's commands, phrase moves and resizing, space,
    /// backspace, return, candidate, follow-on and forget picks. Then return: the composition
    /// always ends with nothing marked.
    static func japanese(_ bytes: [UInt8]) {
        guard let japaneseModel else { preconditionFailure("the Japanese model cannot be loaded") }
        let method = JapaneseInputMethod(engine: JapaneseEngine(model: japaneseModel))
        method.activate(storage: MemoryStorage())
        let letters = Array("aiueokstnhmyrwgzdbpjfvcxlq'-,.")
        let pad: [[String]] = [["あ", "い", "う", "え", "お", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ"], ["か", "き", "く", "け", "こ"],
                               ["た", "ち", "つ", "て", "と", "っ"],
                               ["や", "ゆ", "よ", "ゃ", "ゅ", "ょ"], ["わ", "を", "ん", "ゎ", "ー"]]
        let commands = ["next-segment", "previous-segment", "grow-segment", "shrink-segment", "modifier", "undo-toggle", "end-toggle",
                        "other"]
        var reader = ByteReader(bytes)
        var time = 0.0
        let context = InputContext(locale: "ja-JP")
        while !reader.isEmpty {
            let b = reader.byte()
            time += b % 7 == 0 ? 1.5 : 0.2
            let event: InputEvent
            switch b % 48 {
            case 0..<30: event = .key(KeyInput(output: String(letters[Int(b % 48) % letters.count])))
            case 30..<35:
                let cycle = pad[Int(b % 48) - 30]
                event = .key(KeyInput(output: cycle[0], keyID: Key.ID(rawValue: cycle[0]), multiTap: cycle, time: time))
            case 35: event = .key(KeyInput(output: ["す", "ぴ", "ゔ", "「"][Int(reader.byte() % 4)], isFlick: true, time: time))
            case 36..<40: event = .command(commands[Int(reader.byte()) % commands.count])
            case 40, 41: event = .backspace
            case 42, 43: event = .space
            case 44: event = .return
            case 45: event = .selectCandidate(Int(reader.byte() % 20))
            case 46: event = .selectFollowOn(Int(reader.byte() % 12))
            default: event = .forgetCandidate(Int(reader.byte() % 20))
            }
            guard let result = try? method.handle(event, context: context) else { continue }
            if let selection = result.markedSelection, let marked = result.markedText {
                precondition(selection.upperBound <= marked.utf16.count, "selection \(selection) past the marked text \(marked)")
            }
            _ = try? method.candidates(page: Int(b % 3), pageSize: 9)
        }
        // Return ends any composition: converting or composing, it commits and nothing stays marked.
        if let result = try? method.handle(InputEvent.return, context: context), result.isHandled {
            precondition(result.markedText?.isEmpty ?? true, "return left \(result.markedText ?? "") marked")
        }
    }

    static let hanziTemplates = try? HanziTemplates.bundled()

    /// Random strokes into the handwriting method: points anywhere (NaN, infinities, huge,
    /// repeated), any number of them, times in any order, with backspace, clear, picks, space
    /// and keys between. The candidates are always real characters.
    static func handwriting(_ bytes: [UInt8]) {
        guard let hanziTemplates else { preconditionFailure("the handwriting templates cannot be loaded") }
        let method = HandwritingInputMethod(recognizer: HandwritingRecognizer(templates: hanziTemplates))
        var reader = ByteReader(bytes)
        let context = InputContext(locale: reader.byte() % 2 == 0 ? "zh-Hans" : "zh-Hant")
        let special: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0]
        while !reader.isEmpty {
            let b = reader.byte()
            let event: InputEvent
            switch b % 16 {
            case 0..<10:
                var points: [StrokePoint] = []
                for _ in 0..<Int(reader.byte() % 24) {
                    let x = reader.byte(), y = reader.byte()
                    let px = x == 255 ? special[Int(y) % special.count] : Double(x) * 4
                    points.append(StrokePoint(x: px, y: Double(y) * 4, time: Double(reader.byte())))
                }
                event = .stroke(points)
            case 10, 11: event = .backspace
            case 12: event = reader.byte() % 2 == 0 ? .command("clear") : .endOfCharacter
            case 13: event = .selectCandidate(Int(reader.byte() % 40))
            case 14: event = .space
            default: event = .key(KeyInput(output: "，"))
            }
            guard let result = try? method.handle(event, context: context) else { continue }
            if let marked = result.markedText { precondition(marked.count <= 1, "marked \(marked)") }
            let page = (try? method.candidates(page: 0, pageSize: 30))?.candidates ?? []
            precondition(page.allSatisfy { $0.text.unicodeScalars.count == 1 }, "a candidate that is not one character")
        }
    }

    /// A random stream of jamo keys (with shift), backspace, space and return into Hangul.
    static func hangul(_ bytes: [UInt8]) {
        let method = HangulInputMethod()
        let jamo = Array("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡㅃㅉㄸㄲㅆㅒㅖ")
        for b in bytes {
            let event: InputEvent
            switch b % 40 {
            case 0..<33: event = .key(KeyInput(output: String(jamo[Int(b % 40)])))
            case 33, 34: event = .backspace
            case 35: event = .space
            case 36: event = .return
            case 37: event = .key(KeyInput(output: "a"))
            default: event = .selectCandidate(0)
            }
            _ = try? method.handle(event, context: InputContext(locale: "ko-KR"))
        }
    }

    /// The stored user dictionary: anything decodes or is refused; what decodes survives a
    /// round trip.
    static func userDictionary(_ bytes: [UInt8]) {
        guard let dictionary = try? PinyinUserDictionary(decoding: bytes, capacity: 1000) else { return }
        let again = try? PinyinUserDictionary(decoding: dictionary.encoded(), capacity: 1000)
        precondition(again?.entries == dictionary.entries, "round trip changed the dictionary")
    }

    /// HTML form controls to traits, and to what Chromium gives Android.
    static func traitsHTML(_ bytes: [UInt8]) {
        let html = String(decoding: bytes, as: UTF8.self)
        let traits = try? TextInputTraits(html: html)
        _ = try? AndroidEditorInfo(html: html)
        if let traits { _ = traits.androidEditorInfo }
    }

    /// Android's EditorInfo numbers to traits and back.
    static func android(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let inputType = reader.uint32(), options = reader.uint32()
        let label = reader.isEmpty ? nil : String(decoding: Array(reader.bytes), as: UTF8.self)
        let traits = TextInputTraits(androidInputType: inputType, imeOptions: options, actionLabel: label)
        _ = traits.androidEditorInfo
    }
}
