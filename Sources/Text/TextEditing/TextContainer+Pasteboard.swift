/// Copy, cut and paste through the container's ``Pasteboard``, each one undo step; secure
/// entry never reaches the pasteboard.
extension TextContainer {
    /// Copies the selection to the pasteboard; refused (returns `false`) for secure entry or an
    /// empty selection.
    @discardableResult
    public func copy() -> Bool {
        guard !isSecure, !selectedRange.isEmpty else { return false }
        pasteboard.string = storage.string(in: selectedRange)
        return true
    }

    /// Copies and deletes the selection, as one undo step; refused for secure entry.
    @discardableResult
    public func cut() -> Bool {
        guard copy() else { return false }
        closeGroup()
        let changed = edit(selectedRange, [], selection: selectedRange.lowerBound..<selectedRange.lowerBound, marked: nil, kind: .other)
        closeGroup()
        return changed
    }

    /// Pastes the pasteboard's text over the selection, as one undo step; line breaks become
    /// spaces in a single-line container.
    @discardableResult
    public func paste() -> Bool {
        guard let string = pasteboard.string, !string.isEmpty else { return false }
        if markedRange != nil { unmarkText() }
        closeGroup()
        let units = Array((kind == .singleLine ? Self.flattened(string) : string).utf16)
        let caret = selectedRange.lowerBound + units.count
        let changed = edit(selectedRange, units, selection: caret..<caret, marked: nil, kind: .other)
        closeGroup()
        return changed
    }
}
