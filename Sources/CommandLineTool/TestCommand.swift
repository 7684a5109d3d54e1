import EditDistance
import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import KeyboardSession
import LayoutFile
import LayoutImport
import TextEditing
import TextInputTraits

/// `softkbd test`: keystroke tests (CLDR's keyboardTest3 format) run through a keyboard
/// session, as a user's taps would go.
enum TestCommand: Command {
    static let name = "test"
    static let abstract = "Run keystroke test files (CLDR keyboardTest3) against the keyboards they name."
    static let discussion = """
        Each FILE names its keyboard in <info keyboard="…"/>: a CLDR keyboard file (looked for
        beside the test file, in ../3.0/ from it, and in each --layouts folder) or a layout id
        (bundled or from --layouts). Each <test> runs in a fresh field: <startContext> is the
        text before the caret; <keystroke key="…"/> presses a key by id, going to the layer that
        has it (with flick="e", longPress="N" (0: the default) or tapCount="N"); <emit to="…"/>
        presses the key that types the text (or types it through the layout's input method when
        no key does); <backspace/> presses backspace; <check result="…"/> compares the text.
        Fields have no autocapitalization, autocorrection or smart punctuation unless a test
        says otherwise with traits="NAME=VALUE …" ('softkbd traits' names); container="field"
        makes a single-line field. Repertoire checks (which characters the keyboard can type)
        are reported; with --strict a missing character fails too.

        Prints each test's result, with the expected and actual text of a failed check. Exit
        status: 0 when every test passes, 1 otherwise, 64 on a bad command line.

        EXAMPLES:
          softkbd test keyboards/test/pcm-test.xml
          softkbd test Layouts/tests/*.xml
        """
    static let positionalUsage: String? = "FILE ..."
    static let options: [OptionSpec] = [
        LayoutOptions.layouts,
        OptionSpec(name: "--strict", help: "Fail on repertoire characters the keyboard cannot type."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    struct Outcome: Encodable {
        var file: String
        var keyboard: String
        var test: String
        var passed: Bool
        var failures: [String]
        /// The text at the last check.
        var text: String?
    }

    struct RepertoireOutcome: Encodable {
        var file: String
        var repertoire: String
        var type: String
        var missing: [String]
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard !arguments.positionals.isEmpty else { throw .usage("give the FILE of a keystroke test", usage: usage) }
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        var outcomes: [Outcome] = []
        var repertoires: [RepertoireOutcome] = []
        var lines: [String] = []
        for path in arguments.positionals {
            let text = try ImportCommand.read(path)
            var diagnostics = DiagnosticCollector()
            guard let file = KeystrokeTestFile.parse(text, file: path, diagnostics: &diagnostics), !diagnostics.hasErrors else {
                throw .failure(diagnostics.diagnostics.map(\.formatted).joined(separator: "\n"))
            }
            let keyboard = try load(file, arguments: arguments, output: &output)
            lines.append("\(file.name.escapingControlCharacters) (\(path.escapingControlCharacters)): \(keyboard.layout.escapingControlCharacters)")
            for test in file.tests {
                let (failures, checked) = run(test, on: keyboard)
                outcomes.append(Outcome(file: path, keyboard: keyboard.layout, test: "\(test.suite)/\(test.name)", passed: failures.isEmpty, failures: failures, text: checked))
                // A pass shows the text checked last (expected and actual alike); a failure each check's both.
                lines.append("  \(failures.isEmpty ? "pass" : "FAIL")  \(test.suite.escapingControlCharacters) › \(test.name.escapingControlCharacters)" + (failures.isEmpty ? checked.map { ": \(shown($0))" } ?? "" : ""))
                lines += failures.map { "        \($0)" }
            }
            for repertoire in file.repertoires {
                let missing = check(repertoire, on: keyboard)
                repertoires.append(RepertoireOutcome(file: path, repertoire: repertoire.name, type: repertoire.type, missing: missing))
                lines.append("  \(missing.isEmpty ? "pass" : arguments.has("--strict") ? "FAIL" : "warn")  repertoire \(repertoire.name) (\(repertoire.type)): "
                             + (missing.isEmpty ? "all \(repertoire.characters.count) typeable" : "\(missing.count) of \(repertoire.characters.count) not typeable: \(missing.map(shown).joined(separator: " "))"))
            }
        }
        let failed = outcomes.filter { !$0.passed }.count
        let missing = repertoires.filter { !$0.missing.isEmpty }.count
        if format == "json" {
            struct Report: Encodable { var tests: [Outcome]; var repertoires: [RepertoireOutcome] }
            output.write(try jsonText(Report(tests: outcomes, repertoires: repertoires)))
        } else {
            lines.append("\(outcomes.count) test\(outcomes.count == 1 ? "" : "s"): \(outcomes.count - failed) passed, \(failed) failed"
                         + (repertoires.isEmpty ? "" : "; \(repertoires.count) repertoire\(repertoires.count == 1 ? "" : "s"), \(missing) incomplete"))
            output.write(lines.joined(separator: "\n"))
        }
        if failed > 0 || (arguments.has("--strict") && missing > 0) {
            throw CommandError(message: "\(failed) test\(failed == 1 ? "" : "s") failed" + (arguments.has("--strict") && missing > 0 ? ", \(missing) repertoire\(missing == 1 ? "" : "s") incomplete" : ""),
                               exitCode: .failure)
        }
    }

    /// A keyboard a test file names, loaded with the catalog it lives in.
    struct LoadedKeyboard {
        var catalog: KeyboardCatalog
        var layout: String
        /// The test file's key ids to the layout's.
        var keyIDs: [String: String]
    }

    static func load(_ file: KeystrokeTestFile, arguments: ParsedArguments, output: inout Output) throws(CommandError) -> LoadedKeyboard {
        let folders = arguments.allValues("--layouts")
        var extra: [[LayoutSource]] = []
        for folder in folders {
            do {
                extra.append(LayoutImport.prepare(try LayoutDirectory.sources(forPaths: [folder]).sources))
            } catch { throw .failure("cannot read layouts: \(error)") }
        }
        var keyIDs: [String: String] = [:]
        var layout = file.keyboard
        var keyboardFile: String?
        if LayoutImport.format(ofPath: file.keyboard) != .layout {
            let here = file.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let base = here.isEmpty ? "." : here
            let candidates = file.keyboard.hasPrefix("/") ? [file.keyboard]
                : [base + "/" + file.keyboard, base + "/../3.0/" + file.keyboard] + folders.map { $0 + "/" + file.keyboard }
            guard let found = candidates.first(where: { if case .success = LayoutDirectory.contents(ofFile: $0) { true } else { false } }) else {
                throw .failure("\(file.file):\(file.keyboardRange.start.line):\(file.keyboardRange.start.column): keyboard '\(file.keyboard)' not found (looked in \(candidates.joined(separator: ", ")))")
            }
            let source = LayoutSource(path: LayoutImport.layoutID(ofPath: found) + (LayoutImport.format(ofPath: found) == .cldr ? ".xml" : ".keyman-touch-layout"),
                                      displayPath: found, text: try ImportCommand.read(found))
            let conversion = LayoutImport.convert(source)
            keyIDs = conversion.keyIDs
            extra.append([LayoutSource(path: source.path, displayPath: found, text: source.text, root: conversion.root, diagnostics: conversion.diagnostics)])
            layout = LayoutImport.layoutID(ofPath: found)
            keyboardFile = found
        }
        let catalog: KeyboardCatalog
        if extra.isEmpty {
            catalog = BuiltInInputMethods.catalog
        } else {
            let result = LayoutLoader.load(BundledLayouts.merged(with: extra), inputMethods: BuiltInInputMethods.requirements)
            let errors = result.diagnostics.filter { $0.severity == .error && (keyboardFile == nil || $0.range.file == keyboardFile) }
            if let first = errors.first {
                throw .failure("the keyboard has errors: \(first.formatted)\(errors.count > 1 ? " (and \(errors.count - 1) more; run softkbd validate)" : "")")
            }
            catalog = result.catalog
        }
        guard let found = catalog.layout(named: layout) else {
            throw .failure("\(file.file):\(file.keyboardRange.start.line):\(file.keyboardRange.start.column): no layout '\(layout)'\(didYouMean(layout, in: catalog.layouts.keys.map(\.rawValue)))")
        }
        return LoadedKeyboard(catalog: catalog, layout: found.id.rawValue, keyIDs: keyIDs)
    }

    /// Runs one test in a fresh field; returns what went wrong (empty when it passed) and the
    /// text at the last check.
    static func run(_ test: KeystrokeTestFile.Test, on keyboard: LoadedKeyboard) -> (failures: [String], checked: String?) {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        traits.spellCheckingType = .no
        traits.smartQuotesType = .no
        traits.smartDashesType = .no
        traits.smartInsertDeleteType = .no
        var failures: [String] = []
        for assignment in (test.traits ?? "").split(separator: " ") {
            do { try TraitsCommand.set(String(assignment), in: &traits) } catch { return (["traits: \(error.message)"], nil) }
        }
        let session = KeyboardSession(catalog: keyboard.catalog, registry: BuiltInInputMethods.registry, keyboards: [keyboard.layout],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        var settings = KeyboardSettings(enabledKeyboards: [keyboard.layout])
        // The keys alone decide the text: no correction, no automatic capitals or periods.
        settings.autoCorrection = false
        settings.autoCapitalization = traits.autocapitalizationType != .none
        settings.periodShortcut = false
        settings.smartPunctuation = false
        settings.checkSpelling = false
        settings.predictiveText = false
        session.settings = settings
        let container = TextContainer(kind: test.isSingleLine ? .singleLine : .multiLine, traits: traits)
        do { try session.focus(container, textLayout: MonospaceLayout(columns: 80)) } catch { return (["cannot show the keyboard: \(error)"], nil) }
        var time = 0.0
        var checks = 0
        var checked: String?
        for (step, range) in test.steps {
            time += 2
            let place = "\(range.start.line):\(range.start.column)"
            switch step {
            case .startContext(let text):
                container.insertText(text)
                session.containerDidChange()
            case .keystroke(let key, let flick, let longPress, let tapCount):
                let id = Key.ID(rawValue: keyboard.keyIDs[key] ?? key)
                guard let resolved = show(id, in: session) else {
                    failures.append("\(place): no key '\(key)' on any layer of '\(keyboard.layout)'")
                    continue
                }
                if let flick {
                    // Only one-segment flicks exist on a SoftKeyboard key; others type nothing (as CLDR says of a flick a key lacks).
                    if flick.count == 1, let direction = flickDirections[flick[0]] { session.flick(id, direction: direction, time: time) }
                } else if let longPress {
                    let index = longPress == 0 ? resolved.longPressDefault : longPress - 1
                    if let index, resolved.longPress.indices.contains(index) { session.selectAlternate(index, of: id, time: time) }
                } else if let tapCount {
                    for tap in 0..<tapCount { session.press(id, time: time + Double(tap) * 0.1) }
                } else {
                    session.press(id, time: time)
                }
            case .emit(let text):
                if !emit(text, in: session, time: time) {
                    // No key types it: the text goes through the layout's method as a key's output would.
                    session.insertText(text, time: time)
                }
            case .backspace:
                session.deleteBackward(time: time)
            case .check(let expected):
                checks += 1
                checked = container.text
                if container.text != expected {
                    failures.append("\(place): check \(checks): expected \(shown(expected)), got \(shown(container.text))")
                }
            }
        }
        return (failures, checked)
    }

    static let flickDirections: [String: FlickDirection] = ["n": .up, "s": .down, "e": .right, "w": .left, "ne": .upRight, "nw": .upLeft, "se": .downRight, "sw": .downLeft]

    /// The key with an id on the layer shown, else on the first layer that has it (shown then).
    static func show(_ id: Key.ID, in session: KeyboardSession) -> ResolvedKey? {
        if let key = session.keyboard?.key(id) { return key }
        for layer in session.keyboard?.layers ?? [] {
            session.showLayer(layer)
            if let key = session.keyboard?.key(id) { return key }
        }
        return nil
    }

    /// Presses whatever types `text`: a key, a long press, a flick, on any layer.
    static func emit(_ text: String, in session: KeyboardSession, time: Double) -> Bool {
        guard let shown = session.keyboard?.layer else { return false }
        for layer in [shown] + (session.keyboard?.layers ?? []) {
            if layer != session.keyboard?.layer { session.showLayer(layer) }
            guard let keys = session.keyboard?.keys else { continue }
            if let key = keys.first(where: { $0.output == text }) { session.press(key.id, time: time); return true }
            for key in keys {
                if let index = key.longPress.firstIndex(of: text) { session.selectAlternate(index, of: key.id, time: time); return true }
                if let direction = key.flicks.first(where: { $0.value == text })?.key { session.flick(key.id, direction: direction, time: time); return true }
            }
        }
        // Nothing types it: back to the layer the user was on.
        if session.keyboard?.layer != shown { session.showLayer(shown) }
        return false
    }

    /// The repertoire's characters no key of the kind it names types, on any layer.
    static func check(_ repertoire: KeystrokeTestFile.Repertoire, on keyboard: LoadedKeyboard) -> [String] {
        var typed: Set<String> = []
        guard let first = try? keyboard.catalog.resolve(KeyboardRequest(layout: keyboard.layout, device: "iphone-classic")) else { return repertoire.characters }
        for layer in first.layers {
            guard let resolved = try? keyboard.catalog.resolve(KeyboardRequest(layout: keyboard.layout, device: "iphone-classic", layer: layer)) else { continue }
            for key in resolved.keys {
                let simple = key.output.map { [$0] } ?? []
                switch repertoire.type {
                case "simple", "hardware": typed.formUnion(simple)
                case "flick": typed.formUnion(key.flicks.values)
                case "longPress": typed.formUnion(key.longPress)
                case "multiTap": typed.formUnion(key.multiTap)
                case "gesture": typed.formUnion(simple + Array(key.flicks.values) + key.longPress + key.multiTap)
                default: typed.formUnion(simple + Array(key.flicks.values) + key.longPress + key.multiTap)
                }
            }
        }
        return repertoire.characters.filter { character in !typed.contains { $0 == character } }
    }

    /// Text in quotes, with characters that do not show (controls, lone marks) as `\u{…}`.
    static func shown(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value < 0x20 || [.nonspacingMark, .enclosingMark, .format, .control].contains(category) || scalar == "\"" || scalar == "\\" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
