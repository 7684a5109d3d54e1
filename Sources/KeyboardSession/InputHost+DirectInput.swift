import TextEditing
import InputMethodCore

/// What keys do with no input method, or when the method leaves a key to the host: text typed
/// as it is, backspace, return, and the "." shortcut (two spaces after a word type ". ").
extension InputHost {
    /// What the container does without a method.
    func defaultAction(_ event: InputEvent, in container: TextContainer) {
        switch event {
        case .key(let key):
            container.insertText(key.output)
        case .backspace:
            container.deleteBackward()
        case .space:
            if doubleSpaceInsertsPeriod && doubleSpaceAllowed(in: container), let range = doubleSpaceTarget(in: container) {
                container.replace(range, with: ". ")
            } else {
                container.insertText(" ")
            }
        case .return:
            container.insertText("\n")
        case .selectCandidate, .selectFollowOn, .forgetCandidate, .stroke, .command:
            break
        }
    }

    func doubleSpaceAllowed(in container: TextContainer) -> Bool {
        let type = container.traits.keyboardType
        return !container.isSecure && !type.isPad && type != .URL && type != .emailAddress && type != .webSearch
            && container.traits.smartInsertDeleteType != .no
    }

    /// The space to turn into ". ": the caret follows a space that follows a letter or digit.
    func doubleSpaceTarget(in container: TextContainer) -> Range<Int>? {
        guard container.selectedRange.isEmpty, container.markedRange == nil else { return nil }
        let before = container.textBeforeSelection(limit: 8)
        let scalars = Array(before.unicodeScalars)
        guard scalars.count >= 2, scalars[scalars.count - 1] == " " else { return nil }
        let previous = scalars[scalars.count - 2].properties
        guard previous.isAlphabetic || previous.numericType != nil else { return nil }
        let caret = container.selectedRange.lowerBound
        return (caret - 1)..<caret
    }
}
