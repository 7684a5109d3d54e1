public import InputMethodCore
public import KeymanKeyboard

/// Runs a Keyman keyboard program (`.kmn`, read by `KMNReader`) on the keys a host sends: a
/// key of a touch layout by its Keyman id (`K_A`, `T_SCHWA`, `U_0259`, with the layer's shift
/// state), any other key by the US key that types its character, and space, backspace and
/// return as `K_SPACE`, `K_BKSP` and `K_ENTER`.
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
    /// The most items of context the method keeps (Keyman rules look back a few characters).
    public static let contextLimit = 64

    private var processor: KeymanProcessor
    private var context: [KeymanProcessor.ContextItem] = []
    private var storage: (any InputMethodStorage)?
    /// Whether the copy began with the whole document (the host gave all of it).
    private var copyHasWholeDocument = false

    /// - Parameter platform: what `platform()` rules see; a touch keyboard by default.
    public init(program: KeymanProgram, platform: Set<String> = ["touch", "phone", "native"]) {
        processor = KeymanProcessor(program: program, platform: platform)
    }

    /// The touch layer the program chose last (`layer()`), for the host to show.
    public var layer: String { processor.layer }

    public func handle(_ event: InputEvent, context input: InputContext) throws -> InputResult {
        synchronize(with: input.textBefore)
        let stroke: (key: VirtualKey, modifiers: KeymanModifiers)
        switch event {
        case .key(let key):
            guard let found = Self.keystroke(for: key) else {
                // A character no key of the program stands for: the host types it, and the copy
                // takes it too.
                context += key.output.unicodeScalars.map { .character($0) }
                return .unhandled
            }
            stroke = found
        case .space: stroke = (.space, [])
        case .backspace: stroke = (.backspace, [])
        case .return: stroke = (.enter, [])
        default:
            context = []
            return .unhandled
        }
        let before = context
        let outcome = processor.process(stroke.key, modifiers: stroke.modifiers, context: &context)
        save(outcome.saved)
        if outcome.passThrough {
            context = before
            return .unhandled
        }
        return change(from: before)
    }

    public func reset() {
        context = []
        copyHasWholeDocument = false
    }

    public func activate(storage: any InputMethodStorage) {
        self.storage = storage
        for (index, store) in processor.program.stores.enumerated() where !store.name.hasPrefix("&") {
            if let bytes = storage.data(forKey: Self.storageKey(store.name)) {
                processor.variables[index] = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            }
        }
    }

    public func deactivate() { storage = nil }

    static func storageKey(_ store: String) -> String { "option." + store }

    /// Keeps the option stores a rule saved.
    private func save(_ names: [String]) {
        guard let storage else { return }
        for name in names {
            guard let index = processor.program.stores.firstIndex(where: { $0.name == name }) else { continue }
            let value = String(String.UnicodeScalarView(processor.variables[index] ?? []))
            try? storage.setData(Array(value.utf8), forKey: Self.storageKey(name))
        }
    }

    /// The keystroke a key stands for: its Keyman id with the layer's shift state, else the US
    /// key typing its one character; `nil` for anything else.
    static func keystroke(for key: KeyInput) -> (key: VirtualKey, modifiers: KeymanModifiers)? {
        var modifiers: KeymanModifiers = []
        switch key.shift {
        case .off: break
        case .shifted: modifiers.insert(.shift)
        case .capsLock: modifiers.insert(.capsLock)
        }
        if !key.isLongPress, !key.isFlick, let id = key.keyID?.rawValue, let named = VirtualKey(id) {
            return (named, modifiers)
        }
        let scalars = key.output.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, let typed = VirtualKey.typing(scalar) else { return nil }
        return (typed.key, typed.shift ? .shift : [])
    }

    /// The answer that turns the document's text (the copy's characters before) into the
    /// copy's characters now.
    private func change(from before: [KeymanProcessor.ContextItem]) -> InputResult {
        let result = InputResult.changing(from: Self.characters(before), to: Self.characters(context))
        trim()
        return result
    }

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
