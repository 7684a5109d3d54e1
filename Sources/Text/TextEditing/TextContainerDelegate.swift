public import TextInputTraits

/// Hears a container's changes and may veto them, as `UITextFieldDelegate` and
/// `UITextInputDelegate` do. Every method has a default that does nothing (and allows).
public protocol TextContainerDelegate: AnyObject {
    /// Whether `range` may become `replacementText`; return `false` to refuse the edit (a
    /// maximum length, allowed characters).
    func textContainer(_ container: TextContainer, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool
    func textContainerTextWillChange(_ container: TextContainer)
    func textContainerTextDidChange(_ container: TextContainer)
    func textContainerSelectionWillChange(_ container: TextContainer)
    func textContainerSelectionDidChange(_ container: TextContainer)
    /// A single-line container's return key was pressed: perform the action.
    func textContainer(_ container: TextContainer, didPerformReturn returnKeyType: ReturnKeyType)
}

extension TextContainerDelegate {
    public func textContainer(_ container: TextContainer, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool { true }
    public func textContainerTextWillChange(_ container: TextContainer) {}
    public func textContainerTextDidChange(_ container: TextContainer) {}
    public func textContainerSelectionWillChange(_ container: TextContainer) {}
    public func textContainerSelectionDidChange(_ container: TextContainer) {}
    public func textContainer(_ container: TextContainer, didPerformReturn returnKeyType: ReturnKeyType) {}
}
