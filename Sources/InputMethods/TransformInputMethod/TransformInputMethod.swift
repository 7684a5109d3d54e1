public import InputMethodCore
public import KeyboardModel
import TextTransforms

/// Runs a layout's transforms (``KeyboardLayout/transforms``: CLDR's dead keys, markers and
/// reordering, or the same written in a SoftKeyboard layout) and its multi-tap keys, for any
/// layout that names the method `transforms`.
///
/// The method keeps its own copy of the text before the caret with the invisible markers in
/// it; when the document's text no longer ends with that copy's characters (the caret moved,
/// another method typed), it starts again from the document. Each key's output is added to
/// the copy, the transforms run group by group, and the method answers with the change: the
/// characters to replace before the caret and what replaces them. Nothing is composed, so
/// nothing is left marked when the user stops.
///
/// ```swift
/// // A layout with "''" → U+0323: typing e ' ' gives "ẹ".
/// method.handle(.key(KeyInput(output: "'")), context: context)   // commit "\u{323}", replacing "'"
/// ```
public final class TransformInputMethod: InputMethod {
    public static let id: InputMethodID = "transforms"

    public static let descriptor = InputMethodDescriptor(id: id, displayName: "Keyboard transforms",
                                                         languages: ["und"]) { TransformInputMethod() }

    /// The most elements of context the method keeps (CLDR transforms look back a few
    /// characters; a bound keeps matching cheap).
    public static let contextLimit = 64
    /// The characters of context a host gives at most (a shorter text is the whole text).
    static let hostContextLength = 64
    /// Taps of one multi-tap key closer than this (seconds) cycle its outputs.
    public static let multiTapInterval = 1.0

    private var context = TransformText()
    private var compiled: (spec: TransformSpec, rules: TransformRules)?
    private var lastTap: (key: Key.ID, index: Int, time: Double, before: TransformText)?

    public init() {}

    public func handle(_ event: InputEvent, context input: InputContext) throws -> InputResult {
        let rules = self.rules(for: input.keyboard?.transforms)
        synchronize(with: input.textBefore)
        switch event {
        case .key(let key):
            return type(key, rules: rules)
        case .space:
            lastTap = nil
            // A space goes through the transforms too (an accent then space types the accent);
            // when none changes it, the host types the space its own way.
            let typed = context + [.scalar(" ")]
            let result = rules.afterInput(typed)
            guard result != typed else {
                context = typed
                return .unhandled
            }
            return change(to: result)
        case .backspace:
            lastTap = nil
            if let result = rules.afterBackspace(context) { return change(to: result) }
            // Markers at the end go first, without touching the text.
            if case .marker? = context.elements.last {
                while case .marker? = context.elements.last { context.elements.removeLast() }
                return InputResult()
            }
            context = TransformText()
            return .unhandled
        default:
            lastTap = nil
            context = TransformText()
            return .unhandled
        }
    }

    public func reset() {
        context = TransformText()
        lastTap = nil
    }

    /// A key: its output (a multi-tap key's next output when tapped again quickly) added and
    /// the transforms run.
    private func type(_ key: KeyInput, rules: TransformRules) -> InputResult {
        var before = context
        var output = key.output
        if !key.multiTap.isEmpty, let id = key.keyID, let time = key.time, !key.isLongPress, !key.isFlick {
            if let last = lastTap, last.key == id, time - last.time <= Self.multiTapInterval, time >= last.time {
                let index = (last.index + 1) % key.multiTap.count
                before = last.before
                output = key.multiTap[index]
                lastTap = (id, index, time, last.before)
            } else {
                lastTap = (id, 0, time, context)
            }
        } else {
            lastTap = nil
        }
        let typed: TransformText
        switch TransformEscapes.decode(output) {
        case .success(let decoded): typed = before + decoded.elements
        case .failure: typed = before + TransformText(output).elements
        }
        return change(to: rules.afterInput(typed))
    }

    /// The answer that turns the document's text (the copy's characters) into `result`'s.
    private func change(to result: TransformText) -> InputResult {
        let old = Array(context.visible.unicodeScalars)
        context = result
        trim()
        return .changing(from: old, to: Array(result.visible.unicodeScalars))
    }

    /// Keeps the copy when the document still ends with its characters; else starts again from
    /// the document's text.
    private func synchronize(with textBefore: String) {
        // The host gives a bounded tail of the text: compare what both hold.
        let document = Array(textBefore.unicodeScalars), copy = Array(context.visible.unicodeScalars)
        let shared = min(document.count, copy.count)
        if document.suffix(shared) != copy.suffix(shared)
            || (copy.count > document.count && textBefore.utf16.count < Self.hostContextLength - 4) {
            context = TransformText()
            lastTap = nil
        }
        // The document's characters before the copy's are context too (a transform may match
        // text typed before the method started).
        let known = context.visible.unicodeScalars.count
        let documentScalars = Array(textBefore.unicodeScalars)
        if documentScalars.count > known {
            let extra = documentScalars[..<(documentScalars.count - known)].suffix(Self.contextLimit)
            context = TransformText(extra.map(TransformText.Element.scalar)) + context.elements
        }
        trim()
    }

    private func trim() {
        if context.count > Self.contextLimit { context.elements.removeFirst(context.count - Self.contextLimit) }
    }

    /// The compiled rules of the keyboard's spec, compiled once per spec.
    private func rules(for spec: TransformSpec?) -> TransformRules {
        guard let spec, !spec.isEmpty else { return .empty }
        if let compiled, compiled.spec == spec { return compiled.rules }
        let rules = TransformRules.compile(spec).rules
        compiled = (spec, rules)
        return rules
    }
}
