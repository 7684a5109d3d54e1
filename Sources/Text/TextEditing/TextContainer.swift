public import TextInputTraits
import TextSegmentation

/// A text field or text view as a platform-independent model: text, a selection, marked
/// (composing) text, traits, undo, and the edits a user and an input method make, as
/// `UITextInput` and Android's `InputConnection` define them.
///
/// ```swift
/// let field = TextContainer(kind: .singleLine)
/// field.insertText("Hello")
/// field.deleteBackward()
/// field.text            // "Hell"
/// field.undo()
/// field.text            // ""   (the typed word was one step)
/// ```
///
/// Positions are UTF-16 offsets. No caret or selection edge is ever left inside a grapheme
/// cluster: every edit and selection snaps to cluster boundaries (a selection's start down, its
/// end up), so moving by one character moves over a whole emoji, flag, Hangul syllable or base
/// with its combining marks.
///
/// One text style per container, as on iPhone. A field's ``placeholder`` is shown
/// (``isShowingPlaceholder``) while its text is empty and no text is being composed; a view has
/// none, as a `UITextView` "does not have placeholders".
public final class TextContainer {
    public enum Kind: String, Hashable, Sendable {
        /// A field: return performs an action, line breaks become spaces.
        case singleLine
        /// A view: return inserts a line break.
        case multiLine
    }

    public let kind: Kind
    public var traits: TextInputTraits
    /// The grey text an empty field shows; always `nil` for a multi-line view (setting it there
    /// does nothing).
    public var placeholder: String? {
        didSet { if kind == .multiLine { placeholder = nil } }
    }
    /// The longest text allowed, in UTF-16 code units; longer edits are refused.
    public var maximumLength: Int?
    /// With secure entry: the first edit after ``beginEditing()`` replaces the text, as iOS does.
    public var clearsSecureTextOnBeginEditing = true
    public weak var delegate: (any TextContainerDelegate)?
    /// The front end's text layout, for line movement.
    public var layout: (any TextLayout)?
    public let pasteboard: any Pasteboard

    public private(set) var storage: TextStorage
    /// The selection; an empty range is the caret.
    public private(set) var selectedRange: Range<Int>
    /// The marked (composing) text, if any.
    public private(set) var markedRange: Range<Int>?
    /// The last ``shouldCapitalizeNextLetter`` answer and what it was computed from (see
    /// `TextContainer+Capitalization.swift`).
    var capitalization: (key: CapitalizationKey, value: Bool)?
    /// The selection inside the marked text, relative to its start.
    public private(set) var markedSelectedRange: Range<Int> = 0..<0
    /// Which side of the caret it sticks to where right-to-left and left-to-right text meet
    /// (one offset, two places on screen: see ``VisualLine``), as UIKit's `selectionAffinity`.
    /// Moving visually sets it; every other change of the selection makes it `.forward`.
    public private(set) var selectionAffinity: TextDirection = .forward

    /// The fixed end of a selection being extended.
    /// Where the selection started (the end that stays when it is extended).
    var anchor = 0
    private var undoStack: [EditGroup] = []
    private var redoStack: [EditGroup] = []
    private var openGroup: EditGroup?
    private var secureClearPending = false

    public init(kind: Kind, text: String = "", traits: TextInputTraits = TextInputTraits(),
                pasteboard: any Pasteboard = InMemoryPasteboard()) {
        self.kind = kind
        self.traits = traits
        self.pasteboard = pasteboard
        let cleaned = kind == .singleLine ? TextContainer.flattened(text) : text
        storage = TextStorage(cleaned)
        selectedRange = storage.count..<storage.count
        anchor = storage.count
    }

    // MARK: Reading

    /// The text, for the container's owner. Secure text is exposed through nothing else.
    public var text: String { storage.string }
    public var isEmpty: Bool { storage.isEmpty }
    public var isShowingPlaceholder: Bool { storage.isEmpty && markedRange == nil && placeholder != nil }
    public var tokenizer: TextTokenizer { TextTokenizer(storage: storage, layout: layout) }
    public var isSecure: Bool { traits.isSecureTextEntry }

    /// What to draw: the text, or one `•` per character for secure entry.
    public var displayText: String {
        guard isSecure else { return text }
        return String(repeating: "•", count: graphemeCount)
    }

    private var graphemeCount: Int {
        var count = 0, position = 0
        while let next = tokenizer.position(from: position, toBoundary: .character, inDirection: .forward) { count += 1; position = next }
        return count
    }

    /// Up to `limit` UTF-16 units of text before the selection, cut at a cluster boundary, for
    /// an input method's context; empty for secure entry.
    public func textBeforeSelection(limit: Int = 256) -> String { text(before: selectedRange.lowerBound, limit: limit) }

    /// Up to `limit` units after the selection; empty for secure entry.
    public func textAfterSelection(limit: Int = 256) -> String { text(after: selectedRange.upperBound, limit: limit) }

    /// Up to `limit` UTF-16 units before an offset, from a grapheme boundary; empty for secure
    /// entry. (An input method's context is the text before its composition:
    /// `text(before: markedRange?.lowerBound ?? selectedRange.lowerBound)`.)
    ///
    /// - Complexity: O(`limit`).
    public func text(before offset: Int, limit: Int = 256) -> String {
        guard !isSecure else { return "" }
        let offset = min(max(0, offset), storage.count)
        let start = tokenizer.graphemeBoundary(near: max(0, offset - limit), roundingUp: true)
        return storage.string(in: min(start, offset)..<offset)
    }

    /// Up to `limit` UTF-16 units after an offset, to a grapheme boundary; empty for secure entry.
    ///
    /// - Complexity: O(`limit`).
    public func text(after offset: Int, limit: Int = 256) -> String {
        guard !isSecure else { return "" }
        let offset = min(max(0, offset), storage.count)
        let end = tokenizer.graphemeBoundary(near: min(storage.count, offset + limit), roundingUp: false)
        return storage.string(in: offset..<max(end, offset))
    }

    /// The selected text; `nil` for secure entry.
    public var selectedText: String? { isSecure ? nil : storage.string(in: selectedRange) }

    /// The marked text, if any.
    public var markedText: String? { markedRange.map { storage.string(in: $0) } }

    /// Whether the return key is enabled now (traits and text).
    public var isReturnKeyEnabled: Bool { traits.isReturnKeyEnabled(hasText: !storage.isEmpty) }

    // MARK: Editing

    /// Types text at the selection (replacing it), or replaces and commits marked text.
    /// In a single-line container a lone line break performs the return action instead, and
    /// other line breaks become spaces.
    ///
    /// - Returns: whether the text changed (or the return action ran).
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        if kind == .singleLine && (text == "\n" || text == "\r" || text == "\r\n") {
            if markedRange != nil { unmarkText() }
            delegate?.textContainer(self, didPerformReturn: traits.returnKeyType)
            return true
        }
        let cleaned = kind == .singleLine ? Self.flattened(text) : text
        let range = markedRange ?? selectedRange
        let wasComposing = markedRange != nil
        let units = Array(cleaned.utf16)
        let caret = range.lowerBound + units.count
        guard edit(range, units, selection: caret..<caret, marked: nil, kind: wasComposing ? .composition : .typing) else { return false }
        if wasComposing || cleaned.last?.isWhitespace == true { closeGroup() }
        return true
    }

    /// Replaces exactly the `text` just before the caret (or before the marked text) with
    /// `replacement`, unit for unit (no widening to clusters: a transform may replace a
    /// combining mark alone). Nothing changes when the text there is not `text`, so a stale
    /// request never deletes what the user typed since.
    ///
    /// - Returns: whether the text before the caret was `text` and was replaced.
    @discardableResult
    public func replaceText(before text: String, with replacement: String) -> Bool {
        let anchor = (markedRange ?? selectedRange).lowerBound
        let units = Array(text.utf16)
        guard units.count <= anchor, storage.units(in: (anchor - units.count)..<anchor) == units else { return false }
        if markedRange != nil { unmarkText() }
        let inserted = Array((kind == .singleLine ? Self.flattened(replacement) : replacement).utf16)
        let range = (anchor - units.count)..<anchor
        let caret = range.lowerBound + inserted.count
        let changed = edit(range, inserted, selection: caret..<caret, marked: nil, kind: .typing)
        return changed
    }

    /// Deletes backwards: the selection if there is one; inside marked text, the cluster before
    /// the marked selection; else the grapheme cluster before the caret.
    @discardableResult
    public func deleteBackward() -> Bool {
        if let marked = markedRange {
            let caret = marked.lowerBound + markedSelectedRange.upperBound
            let previous = tokenizer.position(from: caret, toBoundary: .character, inDirection: .backward) ?? marked.lowerBound
            let start = markedSelectedRange.isEmpty ? max(marked.lowerBound, previous) : marked.lowerBound + markedSelectedRange.lowerBound
            guard start < caret else { return false }
            let remaining = marked.count - (caret - start)
            let newMarked: (Range<Int>, Range<Int>)? = remaining > 0 ? (marked.lowerBound..<(marked.lowerBound + remaining),
                                                                        (start - marked.lowerBound)..<(start - marked.lowerBound)) : nil
            return edit(start..<caret, [], selection: start..<start, marked: newMarked, kind: .composition)
        }
        if !selectedRange.isEmpty {
            return edit(selectedRange, [], selection: selectedRange.lowerBound..<selectedRange.lowerBound, marked: nil, kind: .deleting)
        }
        guard var start = tokenizer.position(from: selectedRange.lowerBound, toBoundary: .character,
                                             inDirection: .backward) else { return false }
        // In the Brahmic scripts a cluster is typed a sign at a time (क, ्, ष), and backspace
        // takes back the last sign, as native Indic and Thai keyboards do; elsewhere
        // (an accented letter, an emoji) the whole cluster goes.
        let caret = selectedRange.lowerBound
        if caret - start > 1, Self.deletesBySign(Self.scalar(storage.units(in: start..<min(caret, start + 2)))) {
            let low = storage[caret - 1], high = storage[caret - 2]
            start = caret - (low & 0xFC00 == 0xDC00 && high & 0xFC00 == 0xD800 && caret - 2 >= start ? 2 : 1)
        }
        return edit(start..<selectedRange.lowerBound, [], selection: start..<start, marked: nil, kind: .deleting)
    }

    /// The scalar the UTF-16 units start with (U+FFFD for a lone surrogate or none).
    static func scalar(_ units: [UInt16]) -> Unicode.Scalar {
        var iterator = units.makeIterator()
        var decoder = UTF16()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// Whether backspace after a cluster starting with `scalar` deletes one scalar: the Brahmic
    /// scripts of South and Southeast Asia (Devanagari to Sinhala, Thai, Lao, Tibetan, Myanmar,
    /// Khmer, and their extensions).
    static func deletesBySign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0900...0x0DFF, 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF,
             0xA8E0...0xA8FF, 0xA9E0...0xA9FF, 0xAA60...0xAA7F, 0x11000...0x11FFF: true
        default: false
        }
    }

    /// Replaces a range (widened to cluster boundaries) with text; the caret goes after it.
    @discardableResult
    public func replace(_ range: Range<Int>, with text: String) -> Bool {
        if markedRange != nil { unmarkText() }
        let clamped = clamp(range)
        let snapped = tokenizer.graphemeBoundary(near: clamped.lowerBound,
                                                 roundingUp: false)..<tokenizer.graphemeBoundary(near: clamped.upperBound, roundingUp: true)
        let units = Array((kind == .singleLine ? Self.flattened(text) : text).utf16)
        let caret = snapped.lowerBound + units.count
        let changed = edit(snapped, units, selection: caret..<caret, marked: nil, kind: .other)
        closeGroup()
        return changed
    }

    /// Sets the marked (composing) text, replacing the current marked text or the selection,
    /// with a selection inside it; empty text removes the marked text.
    @discardableResult
    public func setMarkedText(_ text: String, selectedRange inner: Range<Int>? = nil) -> Bool {
        let range = markedRange ?? selectedRange
        let units = Array((kind == .singleLine ? Self.flattened(text) : text).utf16)
        if units.isEmpty {
            let changed = edit(range, [], selection: range.lowerBound..<range.lowerBound, marked: nil, kind: .composition)
            closeGroup()
            return changed
        }
        let selection = inner.map { max(0, min($0.lowerBound, units.count))..<max(0,
                                                                                  min($0.upperBound,
                                                                                      units.count)) } ?? units.count..<units.count
        let marked = range.lowerBound..<(range.lowerBound + units.count)
        return edit(range, units, selection: (marked.lowerBound + selection.lowerBound)..<(marked.lowerBound + selection.upperBound),
                    marked: (marked, selection), kind: .composition)
    }

    /// Commits the marked text as it is: it stays, no longer marked. One undo step.
    public func unmarkText() {
        guard markedRange != nil else { return }
        delegate?.textContainerSelectionWillChange(self)
        markedRange = nil
        markedSelectedRange = 0..<0
        selectedRange = snapped(selectedRange)
        anchor = selectedRange.lowerBound
        if openGroup?.kind == .composition { openGroup?.markedAfter = nil }
        closeGroup()
        delegate?.textContainerSelectionDidChange(self)
    }

    // MARK: Focus

    /// The container became the first responder.
    public func beginEditing() {
        secureClearPending = isSecure && clearsSecureTextOnBeginEditing && !storage.isEmpty
    }

    /// The container stopped being the first responder: marked text is committed, as on iOS.
    public func endEditing() {
        if markedRange != nil { unmarkText() }
        closeGroup()
        secureClearPending = false
    }

    // MARK: Undo

    public var canUndo: Bool { !undoStack.isEmpty || openGroup.map { !$0.edits.isEmpty } ?? false }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step (committing marked text first).
    @discardableResult
    public func undo() -> Bool {
        if markedRange != nil { unmarkText() }
        closeGroup()
        guard var group = undoStack.popLast() else { return false }
        // Redo returns to exactly here, selection included (it may have moved since the edit).
        group.selectionAfter = selectedRange
        group.markedAfter = nil
        notifyWillChange()
        for edit in group.edits.reversed() {
            storage.replace(edit.range.lowerBound..<(edit.range.lowerBound + edit.new.count), with: edit.old)
        }
        restore(group.selectionBefore, group.markedBefore)
        redoStack.append(group)
        notifyDidChange()
        return true
    }

    /// Redoes the last undone step.
    @discardableResult
    public func redo() -> Bool {
        closeGroup()
        guard let group = redoStack.popLast() else { return false }
        notifyWillChange()
        for edit in group.edits {
            storage.replace(edit.range, with: edit.new)
        }
        restore(group.selectionAfter, group.markedAfter)
        undoStack.append(group)
        notifyDidChange()
        return true
    }

    // MARK: Internals

    struct Edit {
        /// The range replaced, in the text before the edit.
        var range: Range<Int>
        var old: [UInt16]
        var new: [UInt16]
    }

    enum GroupKind { case typing, deleting, composition, other }

    struct EditGroup {
        var kind: GroupKind
        var edits: [Edit]
        var selectionBefore: Range<Int>
        var markedBefore: (Range<Int>, Range<Int>)?
        var selectionAfter: Range<Int>
        var markedAfter: (Range<Int>, Range<Int>)?
    }

    static func flattened(_ text: String) -> String {
        var result = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = scalar == "\r"
            if ["\n", "\r", "\u{85}", "\u{2028}",
                "\u{2029}"].contains(scalar) { result.unicodeScalars.append(" ") } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    func clamp(_ range: Range<Int>) -> Range<Int> {
        let low = max(0, min(range.lowerBound, storage.count)), high = max(low, min(range.upperBound, storage.count))
        return low..<high
    }

    /// A range with its edges on cluster boundaries: a selection widens (start down, end up);
    /// a caret inside a cluster moves to the cluster's end.
    func snapped(_ range: Range<Int>) -> Range<Int> {
        let t = tokenizer
        if range.isEmpty {
            let low = t.graphemeBoundary(near: range.lowerBound, roundingUp: false)
            if low == range.lowerBound { return low..<low }
            let high = t.graphemeBoundary(near: range.lowerBound, roundingUp: true)
            return high..<high
        }
        let low = t.graphemeBoundary(near: range.lowerBound, roundingUp: false)
        return low..<max(low, t.graphemeBoundary(near: range.upperBound, roundingUp: true))
    }

    func setSelection(_ range: Range<Int>, anchor newAnchor: Int, affinity: TextDirection = .forward) {
        selectionAffinity = affinity
        guard range != selectedRange else { anchor = newAnchor; return }
        delegate?.textContainerSelectionWillChange(self)
        selectedRange = range
        anchor = newAnchor
        delegate?.textContainerSelectionDidChange(self)
    }

    private func notifyWillChange() {
        delegate?.textContainerTextWillChange(self)
        delegate?.textContainerSelectionWillChange(self)
    }

    private func notifyDidChange() {
        delegate?.textContainerTextDidChange(self)
        delegate?.textContainerSelectionDidChange(self)
    }

    private func restore(_ selection: Range<Int>, _ marked: (Range<Int>, Range<Int>)?) {
        selectedRange = snapped(clamp(selection))
        anchor = selectedRange.lowerBound
        markedRange = marked.map { snapped(clamp($0.0)) }
        markedSelectedRange = marked?.1 ?? 0..<0
    }

    /// The one primitive every edit goes through: veto, secure clearing, undo recording, the
    /// change itself, and cluster snapping.
    func edit(_ range: Range<Int>, _ units: [UInt16], selection: Range<Int>, marked: (Range<Int>, Range<Int>)?, kind: GroupKind) -> Bool {
        var range = range, units = units, selection = selection, marked = marked
        if secureClearPending {
            // iOS clears a secure field's text on the first edit after focus: the edit then
            // replaces everything (a deletion leaves it empty).
            secureClearPending = false
            range = 0..<storage.count
            if kind == .deleting { units = [] }
            selection = units.count..<units.count
            if let inner = marked?.1 { marked = (0..<units.count, inner) }
        }
        let replacement = String(decoding: units, as: UTF16.self)
        if let maximumLength, storage.count - range.count + units.count > maximumLength, units.count > range.count { return false }
        if let delegate, !delegate.textContainer(self, shouldChangeTextIn: range, replacementText: replacement) { return false }
        let change = Edit(range: range, old: storage.units(in: range), new: units)
        guard change.old != change.new || marked.map({ $0.0 }) != markedRange || selection != selectedRange else { return false }
        let before = (selectedRange, markedRange.map { ($0, markedSelectedRange) })
        notifyWillChange()
        storage.replace(range, with: units)
        if let marked {
            let snappedMarked = snapped(marked.0)
            markedRange = snappedMarked
            let shift = marked.0.lowerBound - snappedMarked.lowerBound
            let inner = (marked.1.lowerBound + shift)..<(marked.1.upperBound + shift)
            let selection = snapped(clamp((snappedMarked.lowerBound + inner.lowerBound)..<(snappedMarked.lowerBound + inner.upperBound)))
            selectedRange = max(snappedMarked.lowerBound,
                                min(selection.lowerBound, snappedMarked.upperBound))..<max(snappedMarked.lowerBound,
                                                                                           min(selection.upperBound,
                                                                                               snappedMarked.upperBound))
            let base = snappedMarked.lowerBound
            markedSelectedRange = (selectedRange.lowerBound - base)..<(selectedRange.upperBound - base)
        } else {
            markedRange = nil
            markedSelectedRange = 0..<0
            selectedRange = snapped(clamp(selection))
        }
        anchor = selectedRange.lowerBound
        if !isSecure { record(change, kind: kind, before: before) }
        notifyDidChange()
        return true
    }

    private func record(_ edit: Edit, kind: GroupKind, before: (Range<Int>, (Range<Int>, Range<Int>)?)) {
        redoStack.removeAll()
        let after = (selectedRange, markedRange.map { ($0, markedSelectedRange) })
        if let group = openGroup, group.kind == kind, let last = group.edits.last, kind != .other,
           kind == .composition
            || (kind == .typing && edit.range.lowerBound == last.range.lowerBound + last.new.count && edit.range.isEmpty)
            || (kind == .deleting && edit.range.upperBound == last.range.lowerBound && edit.new.isEmpty) {
            // In place: copying the group would make a long run of keystrokes quadratic.
            openGroup?.edits.append(edit)
            openGroup?.selectionAfter = after.0
            openGroup?.markedAfter = after.1
            return
        }
        closeGroup()
        openGroup = EditGroup(kind: kind, edits: [edit], selectionBefore: before.0, markedBefore: before.1, selectionAfter: after.0,
                              markedAfter: after.1)
    }

    func closeGroup() {
        if let group = openGroup, !group.edits.isEmpty { undoStack.append(group) }
        openGroup = nil
    }
}
