public import InputMethodCore
public import KeymanKeyboard
public import KeyboardModel

/// Runs a Keyman keyboard program (`.kmn`, read by `KMNReader`) on the keys a host sends: the
/// program of the keyboard shown (``KeyboardLayout/inputMethodData``, for layouts that name the
/// method `keyman`), else the one it was made with. A key of a touch layout goes by its Keyman
/// id (`K_A`, `T_SCHWA`, `U_0259`) with the modifiers of the layer shown; a long press or flick
/// by its gesture's key (``KeymanProgram/touchGestures``); a hardware key
/// (``KeyInput/isHardware``) by its name and modifiers, with `platform('hardware')`; any other key
/// by the US key that types its character; space, backspace and return as `K_SPACE`, `K_BKSP`
/// and `K_ENTER`. A rule's `layer()` is passed to the host (``InputResult/layer``); `begin
/// NewContext` runs when the copy starts again and `begin PostKeystroke` after every key.
///
/// Like the `transforms` method, it keeps its own copy of the text before the caret with the
/// program's invisible deadkeys; when the document no longer ends with the copy's characters
/// (the caret moved, another method typed), it starts again from the document, without
/// deadkeys. Each keystroke answers with the change the rules made: the characters to replace
/// before the caret and what replaces them; nothing is composed. What the rules leave to the
/// host (Enter, Tab, Backspace with nothing before it, Ctrl shortcuts) is unhandled. Option
/// stores a rule saves (`save()`) are kept in the host's storage and read back on activation.
///
/// ```swift
/// let method = KeymanInputMethod(program: program)   // + "'" > dk(acute); dk(acute) + 'e' > 'é'
/// method.handle(.key(KeyInput(output: "'")), context: context)   // handled, nothing typed
/// method.handle(.key(KeyInput(output: "e")), context: context)   // commit "é"
/// ```
public final class KeymanInputMethod: InputMethod {
    public static let id: InputMethodID = "keyman"

    /// The method for layouts that name it (`"inputMethod": "keyman"`), running the program of
    /// the keyboard shown (``KeyboardLayout/inputMethodData``).
    public static let descriptor = InputMethodDescriptor(id: id, displayName: "Keyman keyboard", languages: ["und"]) {
        KeymanInputMethod()
    }

    /// The most items of context the method keeps (Keyman rules look back a few characters).
    public static let contextLimit = 64
    /// Taps of one multi-tap key closer than this (seconds) cycle its keys.
    public static let multiTapInterval = 1.0

    private let platform: Set<String>
    /// What `platform()` rules see for a hardware keyboard's keys.
    public static let hardwarePlatform: Set<String> = ["hardware", "desktop", "native"]
    /// The program given at creation, run when the keyboard shown has none.
    private let givenProgram: KeymanProgram?
    private var processor: KeymanProcessor?
    private var context: [KeymanProcessor.ContextItem] = []
    private var storage: (any InputMethodStorage)?
    /// Whether the copy began with the whole document (the host gave all of it).
    private var copyHasWholeDocument = false
    /// Whether the context starts again at the next event (the program's `begin NewContext`).
    private var startsContext = true
    /// The last tap of a multi-tap key: which key, which of its taps, when, and the copy before it.
    private var lastTap: (key: Key.ID, index: Int, time: Double, before: [KeymanProcessor.ContextItem])?

    /// - Parameters:
    ///   - program: the program to run when the keyboard shown names none (`nil`: the
    ///     keyboard's, and keys pass through without one).
    ///   - platform: what `platform()` rules see; a touch keyboard by default.
    public init(program: KeymanProgram? = nil, platform: Set<String> = ["touch", "phone", "native"]) {
        givenProgram = program
        self.platform = platform
        processor = program.map { KeymanProcessor(program: $0, platform: platform) }
    }

    /// The touch layer the program chose last (`layer()`), for the host to show.
    public var layer: String { processor?.layer ?? "default" }

    public func handle(_ event: InputEvent, context input: InputContext) throws -> InputResult {
        guard var processor = processor(for: input.keyboard) else { return .unhandled }
        synchronize(with: input.textBefore)
        if startsContext {
            startsContext = false
            save(processor.startContext(context).saved)
        }
        let original = context
        // What the keystroke runs on: the copy, or for a multi-tap key's next tap, the copy as
        // it was before the previous tap (the next key replaces what that one typed).
        var start = original
        var stroke: Keystroke
        switch event {
        case .key(let key):
            // Space, backspace and return follow the last key's keyboard.
            processor.platform = key.isHardware ? Self.hardwarePlatform : platform
            guard let found = keystroke(for: key, on: input.keyboard?.layer, program: processor.program, start: &start) else {
                // A character no key of the program stands for: the host types it, and the copy
                // takes it too.
                lastTap = nil
                context += key.output.unicodeScalars.map { .character($0) }
                return .unhandled
            }
            stroke = found
        case .space: stroke = (.space, [], nil)
        case .backspace: stroke = (.backspace, [], nil)
        case .return: stroke = (.enter, [], nil)
        default:
            lastTap = nil
            context = []
            return .unhandled
        }
        if case .key = event {} else { lastTap = nil }
        context = start
        // The rules see the layer shown (`&layer`) and the one the key goes to (`&newLayer`).
        processor.layer = Self.keymanLayer(input.keyboard?.layer)
        processor.newLayer = stroke.nextLayer ?? ""
        var outcome = processor.process(stroke.key, modifiers: stroke.modifiers, context: &context)
        // A key's `nextlayer` applies once the rules have run: it takes precedence over a layer a
        // rule chose (`layer()`), as the reference's `&layer` page says.
        if let next = stroke.nextLayer {
            outcome.layer = next
            processor.layer = next
        }
        self.processor = processor
        save(outcome.saved)
        if outcome.passThrough {
            context = original
            lastTap = nil
            var result = InputResult.unhandled
            result.layer = outcome.layer
            return result
        }
        var result = InputResult.changing(from: Self.characters(original), to: Self.characters(context))
        result.layer = outcome.layer
        trim()
        return result
    }

    /// The processor for the keyboard shown: its program's, made again (with the options kept
    /// in the host's storage) when the keyboard's program changes; `nil` without a program.
    private func processor(for keyboard: ResolvedKeyboard?) -> KeymanProcessor? {
        guard let program = keyboard?.inputMethodData?.value(as: KeymanProgram.self) ?? givenProgram else { return nil }
        if processor?.program != program {
            processor = KeymanProcessor(program: program, platform: platform)
            context = []
            lastTap = nil
            startsContext = true
            loadOptions()
        }
        return processor
    }

    public func reset() {
        context = []
        copyHasWholeDocument = false
        lastTap = nil
        startsContext = true
    }

    public func activate(storage: any InputMethodStorage) {
        self.storage = storage
        loadOptions()
    }

    public func deactivate() { storage = nil }

    static func storageKey(_ store: String) -> String { "option." + store }

    /// Reads the option stores kept in the host's storage into the processor's variables.
    private func loadOptions() {
        guard let storage, var processor else { return }
        for (index, store) in processor.program.stores.enumerated() where !store.name.hasPrefix("&") {
            if let bytes = storage.data(forKey: Self.storageKey(store.name)) {
                processor.variables[index] = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            }
        }
        self.processor = processor
    }

    /// Keeps the option stores a rule saved.
    private func save(_ names: [String]) {
        guard let storage, let processor else { return }
        for name in names {
            guard let index = processor.program.stores.firstIndex(where: { $0.name == name }) else { continue }
            let value = String(String.UnicodeScalarView(processor.variables[index] ?? []))
            try? storage.setData(Array(value.utf8), forKey: Self.storageKey(name))
        }
    }

    /// The keystroke a key stands for, or `nil` for a key no keystroke types:
    /// - a long press or flick: the touch layout's gesture key it came from
    ///   (``KeymanProgram/touchGestures``), else the US key typing its character;
    /// - a multi-tap key tapped again quickly: its next tap's key, run on the copy as it was
    ///   before the previous tap (`start`);
    /// - a key with a Keyman id (`K_A`, `T_SCHWA`, `U_0259`; an imported layout's key id, with
    ///   `@layer` when a layer defines it differently): that key, with the modifiers of the layer
    ///   shown (`shifted` is Shift, `rightalt` right Alt), the shift state and the hardware
    ///   modifiers held;
    /// - any other key: the US key typing its one character.
    private func keystroke(for key: KeyInput, on layer: Layer.ID?, program: KeymanProgram,
                           start: inout [KeymanProcessor.ContextItem]) -> Keystroke? {
        var modifiers = key.modifiers.keyman
        switch key.shift {
        case .off: break
        case .shifted: modifiers.insert(.shift)
        case .capsLock: modifiers.insert(.capsLock)
        }
        // A hardware key has its own modifiers; a soft key, its layer's too.
        if key.isHardware, let id = key.keyID?.rawValue, let named = VirtualKey(id) {
            lastTap = nil
            return (named, modifiers, nil)
        }
        // A touch key with a layer of its own (a numbers layer's keys typing as Shift) or a next layer.
        if !key.isLongPress, !key.isFlick, key.multiTap.count <= 1, let id = key.keyID?.rawValue, let touch = program.touchKeys[id] {
            lastTap = nil
            return (touch.key, modifiers.union(touch.modifiers), touch.nextLayer)
        }
        modifiers.formUnion(Self.modifiers(of: layer))
        if key.isLongPress || key.isFlick {
            lastTap = nil
            if let gesture = program.touchGestures[key.output] { return (gesture.key, gesture.modifiers, gesture.nextLayer) }
            return Self.usKey(typing: key.output).map { ($0.key, $0.modifiers, nil) }
        }
        if key.multiTap.count > 1, let id = key.keyID {
            if let last = lastTap, last.key == id, let time = key.time, time - last.time < Self.multiTapInterval {
                let index = (last.index + 1) % key.multiTap.count
                lastTap = (id, index, time, last.before)
                start = last.before
                if index > 0 {
                    if let gesture = program.touchGestures[key.multiTap[index]] {
                        return (gesture.key, gesture.modifiers, gesture.nextLayer)
                    }
                    return Self.usKey(typing: key.multiTap[index]).map { ($0.key, $0.modifiers, nil) }
                }
            } else {
                lastTap = key.time.map { (id, 0, $0, start) }
            }
        } else {
            lastTap = nil
        }
        if let id = key.keyID?.rawValue, let named = VirtualKey(Self.keymanName(ofKeyID: id)) { return (named, modifiers, nil) }
        return Self.usKey(typing: key.output).map { ($0.key, $0.modifiers, nil) }
    }

    /// A keystroke for the rules: the key, the modifiers they see, and the layer the key goes to
    /// once typed (a touch key's `nextlayer`).
    typealias Keystroke = (key: VirtualKey, modifiers: KeymanModifiers, nextLayer: String?)

    /// A layer shown, by Keyman's name for it: `default`, `shift`, `caps`, or the layout's own
    /// (an imported id keeps Keyman's name after its `imported-` prefix).
    static func keymanLayer(_ layer: Layer.ID?) -> String {
        switch layer?.rawValue {
        case nil, "letters": "default"
        case "shifted": "shift"
        case "capsLock": "caps"
        case let other?: other.hasPrefix("imported-") ? String(other.dropFirst("imported-".count)) : other
        }
    }

    /// The US key and shift typing a one-character text.
    static func usKey(typing text: String) -> (key: VirtualKey, modifiers: KeymanModifiers)? {
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, let typed = VirtualKey.typing(scalar) else { return nil }
        return (typed.key, typed.shift ? .shift : [])
    }

    /// A key id as Keyman names the key: an imported layout's id without the `@layer` it got
    /// where layers define the key differently, or the prefix it got beside a shared key's id.
    static func keymanName(ofKeyID id: String) -> String {
        var name = Substring(id)
        if name.hasPrefix("imported-") { name = name.dropFirst("imported-".count) }
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        return String(name)
    }

    /// The modifiers a layer shown stands for: those of its Keyman name (``keymanLayer(_:)``):
    /// none on the letters, Shift and Caps Lock on the shifted and caps layers, a Keyman modifier
    /// layer's (`rightalt`, `leftctrl-shift`), none on a layer of the keyboard's own.
    static func modifiers(of layer: Layer.ID?) -> KeymanModifiers { KeymanModifiers(touchLayer: keymanLayer(layer)) ?? [] }

    static func characters(_ items: [KeymanProcessor.ContextItem]) -> [Unicode.Scalar] {
        items.compactMap { if case .character(let c) = $0 { c } else { nil } }
    }

    /// Keeps the copy when the document still ends with its characters; else starts again from
    /// the document's text. The document's characters before the copy's are context too.
    private func synchronize(with textBefore: String) {
        let document = Array(textBefore.unicodeScalars), copy = Self.characters(context)
        let shared = min(document.count, copy.count)
        // The host gives a bounded tail of the text: a copy longer than a short document means
        // the text was cut or replaced; a document longer than a copy that held all of it, that
        // text came from elsewhere (the caret moved, something was pasted).
        if document.suffix(shared) != copy.suffix(shared) || (copy.count > document.count && document.count < Self.contextLimit - 4)
            || (copyHasWholeDocument && document.count > copy.count) {
            context = []
            startsContext = true
        }
        copyHasWholeDocument = document.count < Self.contextLimit - 4
        let known = Self.characters(context).count
        if document.count > known {
            let extra = document[..<(document.count - known)].suffix(Self.contextLimit)
            context = extra.map { .character($0) } + context
        }
        trim()
    }

    /// Keeps the last ``contextLimit`` items; the copy then no longer holds the whole document.
    private func trim() {
        guard context.count > Self.contextLimit else { return }
        context.removeFirst(context.count - Self.contextLimit)
        copyHasWholeDocument = false
    }
}

extension KeyInput {
    /// A hardware keystroke by Keyman's key name and modifiers, as a host's key event gives
    /// it: `output` is what the key types on a US keyboard with that Shift and Caps Lock (empty
    /// for a key that types no character, or with Ctrl or Alt held).
    public init(hardware stroke: KeySequence.Stroke) {
        let caps = stroke.modifiers.contains(.capsLock) && stroke.key.isLetter
        let shifted = stroke.modifiers.contains(.shift) != caps
        let typed = stroke.modifiers.hasCtrlOrAlt ? nil : stroke.key.usCharacters.map { shifted ? $0.shifted : $0.unshifted }
        // Tab types a tab where no rule takes it, as Keyman does (Enter is the host's return).
        let tab = stroke.key.name == "K_TAB" && !stroke.modifiers.hasCtrlOrAlt ? "\t" : nil
        self.init(output: typed.map { String($0) } ?? tab ?? "", keyID: Key.ID(rawValue: stroke.key.name),
                  shift: stroke.modifiers.contains(.shift) ? .shifted : .off, modifiers: KeyModifiers(stroke.modifiers),
                  isHardware: true)
    }
}

extension KeyModifiers {
    /// The modifiers of a Keyman keystroke but Shift.
    init(_ keyman: KeymanModifiers) {
        self = []
        for (ours, theirs) in Self.pairs where keyman.contains(theirs) { insert(ours) }
    }

    /// These modifiers as Keyman's.
    var keyman: KeymanModifiers {
        var result: KeymanModifiers = []
        for (ours, theirs) in Self.pairs where contains(ours) { result.insert(theirs) }
        return result
    }

    static let pairs: [(KeyModifiers, KeymanModifiers)] = [(.control, .leftCtrl), (.rightControl, .rightCtrl), (.alt, .leftAlt),
                                                            (.rightAlt, .rightAlt), (.capsLock, .capsLock)]
}
