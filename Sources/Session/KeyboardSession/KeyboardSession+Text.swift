import InputMethodCore
import KeyboardModel
public import TextEditing
public import TextInteraction

/// Touches and commands on the text: the gestures, the edit menu (Replace included), arrow keys.
extension KeyboardSession {
    // MARK: Touches on the text

    /// A touch, menu command or the passing of time on the text (`TextInteractionEvent`): the
    /// gesture's actions are applied to the container and returned for the front end to draw.
    /// A touch on the text while composing commits the composition first, as on iPhone.
    @discardableResult
    public func handleText(_ event: TextInteractionEvent) -> [TextInteractionAction] {
        guard let interaction else { return [] }
        if case .down = event, container?.markedRange != nil { host.commitComposition() }
        let actions = interaction.handle(event)
        noteText(actions)
        return actions
    }

    /// Time runs until no gesture deadline is pending (a long press, the range loupe); the
    /// actions that fire are applied and returned.
    @discardableResult
    public func finishText() -> [TextInteractionAction] {
        guard let interaction else { return [] }
        let actions = interaction.finish()
        noteText(actions)
        return actions
    }

    /// Chooses an item of the edit menu (``State/menu``): Select and Select All go to the
    /// gestures (the menu then offers Cut, Copy, Paste, Replace), Cut, Copy and Paste go through
    /// the container's pasteboard and close the menu. Replace shows the selected word's
    /// replacements in the menu's place (``State/replacements``; empty for "No Replacements
    /// Found"), the selection kept. Returns whether it did anything (an item the menu does not
    /// show, Paste with nothing to paste, or Cut in a secure field do nothing).
    @discardableResult
    public func perform(_ item: MenuItem, time: Double) -> Bool {
        guard let interaction, let container, interaction.container === container, menu?.contains(item) == true else { return false }
        switch item {
        case .replace:
            if container.markedRange != nil { host.commitComposition() }
            let offered = host.replacements()
            menu = nil
            interaction.closeMenu()
            replacements = offered
            return true
        case .select, .selectAll:
            let actions = handleText(.menu(item == .select ? .select : .selectAll, time: time))
            return !actions.isEmpty
        case .cut, .copy, .paste:
            if container.markedRange != nil { host.commitComposition() }
            let done = item == .cut ? container.cut() : item == .copy ? container.copy() : container.paste()
            menu = nil
            interaction.closeMenu()
            handleText(.advance(to: time))   // the gestures take the new selection
            host.selectionDidMove()
            presentKeyboard()
            return done
        }
    }

    /// Picks one of the words Replace offers (``State/replacements``): it replaces the selection
    /// as one undo step, the caret after it, and the words close. Returns whether it did
    /// anything (no words showing, or an index outside them, do nothing).
    @discardableResult
    public func selectReplacement(_ index: Int, time: Double) -> Bool {
        guard let offered = replacements, offered.indices.contains(index) else { return false }
        replacements = nil
        let done = host.replaceSelection(with: offered[index])
        handleText(.advance(to: time))   // the gestures take the new caret
        presentKeyboard()
        return done
    }

    // MARK: Arrow keys

    /// A left or right arrow key (a hardware keyboard's): the caret moves one cluster as the
    /// text is drawn (in Hebrew, left goes forward; see `TextEditing/TextContainer/moveCaret(visually:extending:)`),
    /// extending the selection with shift. A composition is committed first, as iOS does.
    public func moveCaret(_ direction: VisualDirection, extending: Bool = false) {
        guard let container else { return }
        if container.markedRange != nil { host.commitComposition() }
        container.moveCaret(visually: direction, extending: extending)
        menu = nil
        host.selectionDidMove()
        presentKeyboard()
    }

    /// Keeps the menu's state, and focuses an attached view a gesture gave a caret.
    func noteText(_ actions: [TextInteractionAction]) {
        guard let interaction else { return }
        var moved = false
        for action in actions {
            switch action {
            case .showMenu(let items): menu = items
            case .closeMenus: menu = nil
            case .placeCaret, .selectWord, .extendSelection, .selectAll, .clearSelection, .moveCaret: moved = true
            default: break
            }
        }
        if moved && interaction.container === container { host.selectionDidMove() }
        if interaction.container !== container, interaction.interaction.hasCaret {
            do {
                try focus(interaction.container, textLayout: interaction.layout)
            } catch {
                // The view keeps its caret without a keyboard; the host's delegate hears why.
                host.report(.unresolvableLayout(host.layout, error.description))
            }
        }
    }

    /// Whether the edit menu shows, its items, and the selection as the text's gestures see it.
    public var textInteraction: TextInteraction? {
        guard let interaction else { return nil }
        var copy = interaction.interaction
        copy.adopt(selection: interaction.container.selectedRange)   // typing moved the caret
        return copy
    }
}
