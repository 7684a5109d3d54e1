public import TextEditing

extension TextInteraction {
    /// Applies the actions that change a text container (caret, selections, pan steps) in order;
    /// the others (menus, loupes, scrolling, traces) are the front end's to draw.
    public static func apply(_ actions: [TextInteractionAction], to container: TextContainer) {
        for action in actions {
            switch action {
            case .clearSelection:
                let caret = container.selectedRange.lowerBound
                container.select(caret..<caret)
            case .placeCaret(let offset, _):
                let clamped = min(max(offset, 0), container.storage.count)
                container.select(clamped..<clamped)
            case .selectWord(let range), .extendSelection(let range), .selectAll(let range):
                container.select(range.clamped(to: 0..<container.storage.count))
            case .moveCaret(let direction, let steps):
                // The container's own caret movement on screen: a selection collapses to its
                // edge on that side first (as the pan filter counts), then each step is one cluster.
                if !container.selectedRange.isEmpty { container.moveCaret(visually: direction) }
                for _ in 0..<steps { container.moveCaret(visually: direction) }
            case .trace, .closeMenus, .showLoupe, .hideLoupe, .showMenu, .setScrolling:
                break
            }
        }
    }
}

/// A text container with its touch interaction: feed events, and the actions are interpreted
/// and applied in one step (what a front end usually wants).
///
/// ```swift
/// let container = TextContainer(kind: .multiLine, text: "hello world")
/// let session = TextInteractionSession(container: container, layout: GridLayout())
/// session.handle(.down(time: 0, point: Point(x: 72, y: 5), tapCount: 1))
/// session.handle(.up(time: 0.1, point: Point(x: 72, y: 5), tapCount: 1))
/// container.selectedRange   // 6..<6
/// ```
public final class TextInteractionSession {
    public let container: TextContainer
    public var layout: any TextLayout
    public private(set) var interaction: TextInteraction

    public init(container: TextContainer, layout: any TextLayout,
                configuration: TextInteractionConfiguration = TextInteractionConfiguration(),
                hasCaret: Bool = true, isMenuVisible: Bool = false) {
        self.container = container
        self.layout = layout
        interaction = TextInteraction(selection: container.selectedRange, hasCaret: hasCaret, isMenuVisible: isMenuVisible,
                                      configuration: configuration)
    }

    var document: TextInteractionDocument {
        TextInteractionDocument(storage: container.storage, layout: layout, hasPasteboardText: container.pasteboard.string != nil)
    }

    /// Interprets an event and applies what it does to the container; returns the actions.
    @discardableResult
    public func handle(_ event: TextInteractionEvent) -> [TextInteractionAction] {
        interaction.adopt(selection: container.selectedRange)
        let actions = interaction.handle(event, in: document)
        TextInteraction.apply(actions, to: container)
        return actions
    }

    /// The timing and distances the interaction uses from now on (another device's).
    public var configuration: TextInteractionConfiguration {
        get { interaction.configuration }
        set { interaction.configuration = newValue }
    }

    /// The menu closes without a gesture (an item was chosen, a key was typed).
    public func closeMenu() {
        interaction.closeMenu()
    }

    /// Advances time until nothing is pending, applying what fires.
    @discardableResult
    public func finish() -> [TextInteractionAction] {
        interaction.adopt(selection: container.selectedRange)
        let actions = interaction.finish(in: document)
        TextInteraction.apply(actions, to: container)
        return actions
    }
}
