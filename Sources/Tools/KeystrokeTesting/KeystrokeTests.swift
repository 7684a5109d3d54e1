import BuiltInInputMethods
import EditDistance
public import KeyboardModel
import KeyboardSession
import LayoutFile
public import LayoutImport
import TextEditing
import TextInputTraits

/// A keyboard a keystroke test file names, loaded with the catalog it lives in.
public struct KeystrokeKeyboard: Sendable {
    public var catalog: KeyboardCatalog
    /// The layout's id in the catalog.
    public var layout: String
    /// The test file's key ids to the layout's (an imported keyboard's ids change).
    public var keyIDs: [String: String]
}

/// Why a test file's keyboard cannot be had: a file not found, a keyboard with errors.
public struct KeystrokeTestError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    init(_ message: String) { self.message = message }
}

/// Runs keystroke tests (CLDR's keyboardTest3, read by `KeystrokeTestFile`) through a keyboard
/// session, as a user's taps would go: each test in a fresh field, each key pressed by id on
/// the layer that has it, each `<emit>` through the key that types it, each check compared.
public enum KeystrokeTests {

    /// The keyboard a test file names (`<info keyboard="…"/>`): a CLDR or Keyman file looked for
    /// beside the test file, in `../3.0/` from it and in each of `layoutFolders`, imported; or a
    /// layout id, bundled or from `layoutFolders`. Loaded with the built-in input methods.
    public static func keyboard(for file: KeystrokeTestFile,
                                layoutFolders folders: [String]) throws(KeystrokeTestError) -> KeystrokeKeyboard {
        var extra: [[LayoutSource]] = []
        for folder in folders {
            do {
                extra.append(LayoutImport.prepare(try LayoutDirectory.sources(forPaths: [folder]).sources))
            } catch { throw KeystrokeTestError("cannot read layouts: \(error)") }
        }
        var keyIDs: [String: String] = [:]
        var layout = file.keyboard
        var keyboardFile: String?
        if LayoutImport.format(ofPath: file.keyboard) != .layout {
            let here = file.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let base = here.isEmpty ? "." : here
            let candidates = file.keyboard.hasPrefix("/") ? [file.keyboard]
                : [base + "/" + file.keyboard, base + "/../3.0/" + file.keyboard] + folders.map { $0 + "/" + file.keyboard }
            guard let found = candidates.first(where: {
                if case .success = LayoutDirectory.contents(ofFile: $0) { true } else { false }
            }) else {
                throw KeystrokeTestError("\(file.file):\(file.keyboardRange.start.line):\(file.keyboardRange.start.column): keyboard " +
                                         "'\(file.keyboard)' not found (looked in \(candidates.joined(separator: ", ")))")
            }
            let suffix = LayoutImport.format(ofPath: found) == .cldr ? ".xml" : ".keyman-touch-layout"
            let source = LayoutSource(path: LayoutImport.layoutID(ofPath: found) + suffix,
                                      displayPath: found, text: try text(of: found))
            let conversion = LayoutImport.convert(source)
            keyIDs = conversion.keyIDs
            extra.append([LayoutSource(path: source.path, displayPath: found, text: source.text, root: conversion.root,
                                       diagnostics: conversion.diagnostics)])
            layout = LayoutImport.layoutID(ofPath: found)
            keyboardFile = found
        }
        let catalog: KeyboardCatalog
        if extra.isEmpty {
            catalog = BuiltInInputMethods.catalog
        } else {
            let result = LayoutImport.overBundled(layers: extra, inputMethods: BuiltInInputMethods.requirements)
            let errors = result.diagnostics.filter { $0.severity == .error && (keyboardFile == nil || $0.range.file == keyboardFile) }
            if let first = errors.first {
                let more = errors.count > 1 ? " (and \(errors.count - 1) more; run softkbd validate)" : ""
                throw KeystrokeTestError("the keyboard has errors: \(first.formatted)\(more)")
            }
            catalog = result.catalog
        }
        guard let found = catalog.layout(named: layout) else {
            throw KeystrokeTestError("\(file.file):\(file.keyboardRange.start.line):\(file.keyboardRange.start.column): no layout " +
                                     "'\(layout)'\(didYouMean(layout, in: catalog.layouts.keys.map(\.rawValue)))")
        }
        return KeystrokeKeyboard(catalog: catalog, layout: found.id.rawValue, keyIDs: keyIDs)
    }

    /// Runs one test in a fresh field; returns what went wrong (empty when it passed) and the
    /// text at the last check.
    public static func run(_ test: KeystrokeTestFile.Test, on keyboard: KeystrokeKeyboard) -> (failures: [String], checked: String?) {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        traits.spellCheckingType = .no
        traits.smartQuotesType = .no
        traits.smartDashesType = .no
        traits.smartInsertDeleteType = .no
        var failures: [String] = []
        for assignment in (test.traits ?? "").split(separator: " ") {
            do { try traits.assign(String(assignment)) } catch { return (["traits: \(error.message)"], nil) }
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
        do { try session.focus(container,
                               textLayout: MonospaceLayout(columns: 80)) } catch { return (["cannot show the keyboard: \(error)"], nil) }
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

    static let flickDirections: [String: FlickDirection] = ["n": .up, "s": .down, "e": .right, "w": .left, "ne": .upRight, "nw": .upLeft,
                                                            "se": .downRight, "sw": .downLeft]

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
        // The emoji keyboard: its category key, the pages to the emoji, its key or long press.
        if session.keyboard?.pager != nil, text.count == 1, let character = text.first { return session.type(character, time: time) }
        for layer in [shown] + (session.keyboard?.layers ?? []) {
            if layer != session.keyboard?.layer { session.showLayer(layer) }
            guard let keys = session.keyboard?.keys else { continue }
            if let key = keys.first(where: { $0.output == text }) { session.press(key.id, time: time); return true }
            for key in keys {
                if let index = key.longPress.firstIndex(of: text) { session.selectAlternate(index, of: key.id, time: time); return true }
                if let direction = key.flicks.first(where: { $0.value == text })?.key { session.flick(key.id, direction: direction,
                                                                                                      time: time); return true }
            }
        }
        // Nothing types it: back to the layer the user was on.
        if session.keyboard?.layer != shown { session.showLayer(shown) }
        return false
    }

    /// The repertoire's characters no key of the kind it names types, on any layer.
    public static func missing(_ repertoire: KeystrokeTestFile.Repertoire, on keyboard: KeystrokeKeyboard) -> [String] {
        var typed: Set<String> = []
        guard let first = try? keyboard.catalog.resolve(KeyboardRequest(layout: keyboard.layout,
                                                                        device: "iphone-classic")) else { return repertoire.characters }
        for layer in first.layers {
            guard let resolved = try? keyboard.catalog.resolve(KeyboardRequest(layout: keyboard.layout, device: "iphone-classic",
                                                                               layer: layer)) else { continue }
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
    public static func shown(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value < 0x20 || [.nonspacingMark, .enclosingMark, .format, .control].contains(category) || scalar == "\""
                || scalar == "\\" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A file of a test's keyboard, as text (at most 1 MiB, UTF-8).
    static func text(of path: String) throws(KeystrokeTestError) -> String {
        switch LayoutDirectory.contents(ofFile: path) {
        case .failure(let problem): throw KeystrokeTestError("cannot read \(path): \(problem)")
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else { throw KeystrokeTestError("\(path) is not UTF-8") }
            return text
        }
    }
}
