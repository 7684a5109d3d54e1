public import KeyboardModel

/// The keys iOS draws as pictures rather than text: vector paths in the key's text colour, one
/// shape for each whatever glyph a layout labels it with (`↵`, `↳` and `⮐` are all the return
/// symbol).
public enum KeyIcon: String, Hashable, Sendable, CaseIterable {
    case globe, shift, shiftOn, capsLock, capsLockOn, backspace, `return`, dismiss, emoji, microphone, tab

    /// The icon a key shows, or `nil` for a text label. Shift shows its state (the layer shown:
    /// `shifted` fills the arrow, `capsLock` adds the bar), as a caps-lock key does; return shows
    /// the symbol when its label is one (a return word stays text); other keys by their label's
    /// glyph.
    public static func of(_ key: ResolvedKey, layer: Layer.ID) -> KeyIcon? {
        switch key.action {
        case .shift:
            guard key.label.count == 1 else { return nil }
            return layer == .capsLock ? .capsLockOn : layer == .shifted ? .shiftOn : .shift
        case .dismissKeyboard: return .dismiss
        case .switchLayer(.capsLock): return layer == .capsLock ? .capsLockOn : byGlyph[key.label]
        // The emoji keyboard's emoji and tabs are the emoji themselves (😀 there is not the emoji key).
        case .emojiCategory: return nil
        case .input where key.isEmojiCell: return nil
        default: return byGlyph[key.label]
        }
    }

    /// Labels drawn as an icon, by the glyph a layout or the model gives them.
    static let byGlyph: [String: KeyIcon] = [
        "🌐": .globe, "🌐︎": .globe, "⌫": .backspace, "⌦": .backspace, "↵": .return, "↳": .return, "⮐": .return, "⏎": .return,
        "↩": .return, "↩︎": .return, "⌨︎": .dismiss, "⌨": .dismiss, "☺": .emoji, "☺︎": .emoji, "🙂": .emoji, "😀": .emoji,
        "🎤": .microphone, "⇥": .tab, "⇪": .capsLock, "⇧": .shift, "⬆︎": .shiftOn, "⬆": .shiftOn,
    ]

    /// The icon's `<symbol>` (a 24-point square), drawn in `currentColor`.
    public var symbol: String {
        let stroke = "fill=\"none\" stroke=\"currentColor\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let body: String
        switch self {
        case .globe:
            body = "<g \(stroke) stroke-width=\"1.5\"><circle cx=\"12\" cy=\"12\" r=\"9\"/>"
                + "<ellipse cx=\"12\" cy=\"12\" rx=\"4\" ry=\"9\"/>"
                + "<path d=\"M3 12h18M4.6 7.5h14.8M4.6 16.5h14.8\"/></g>"
        case .shift: body = "<path \(stroke) stroke-width=\"1.6\" d=\"M12 3.5 3.5 12.5H8v7.5h8v-7.5h4.5z\"/>"
        case .shiftOn:
            body = "<path fill=\"currentColor\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linejoin=\"round\" "
                + "d=\"M12 3.5 3.5 12.5H8v7.5h8v-7.5h4.5z\"/>"
        case .capsLock:
            body = "<path \(stroke) stroke-width=\"1.6\" d=\"M12 2.5 3.5 11.5H8v5h8v-5h4.5z\"/>"
                + "<rect x=\"8\" y=\"18.5\" width=\"8\" height=\"2.5\" rx=\".5\" \(stroke) stroke-width=\"1.4\"/>"
        case .capsLockOn:
            body = "<path fill=\"currentColor\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linejoin=\"round\" "
                + "d=\"M12 2.5 3.5 11.5H8v5h8v-5h4.5z\"/>"
                + "<rect x=\"8\" y=\"18.5\" width=\"8\" height=\"2.5\" rx=\".5\" fill=\"currentColor\"/>"
        case .backspace:
            body = "<g \(stroke) stroke-width=\"1.6\"><path d=\"M8.5 5H20a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 20 19H8.5L2.5 12z\"/>"
                + "<path d=\"M11 9l6 6M17 9l-6 6\"/></g>"
        case .return:
            body = "<g \(stroke) stroke-width=\"1.7\"><path d=\"M19.5 5v6.5a1.5 1.5 0 0 1-1.5 1.5H5\"/><path d=\"M9 9l-4 4 4 4\"/></g>"
        case .dismiss:
            body = "<g \(stroke) stroke-width=\"1.4\"><rect x=\"2.5\" y=\"3\" width=\"19\" height=\"12\" rx=\"1.5\"/>"
                + "<path d=\"M6 7h1M9.5 7h1M13 7h1M16.5 7h1M6 10.5h1M9.5 10.5h1M13 10.5h1M16.5 10.5h1M8 12.8h8M9 18l3 3 3-3\"/></g>"
        case .emoji:
            body = "<g \(stroke) stroke-width=\"1.5\"><circle cx=\"12\" cy=\"12\" r=\"9\"/>"
                + "<path d=\"M8 14.5c1 1.6 2.4 2.4 4 2.4s3-.8 4-2.4\"/></g><circle cx=\"9\" cy=\"9.5\" r=\"1.2\" fill=\"currentColor\"/>"
                + "<circle cx=\"15\" cy=\"9.5\" r=\"1.2\" fill=\"currentColor\"/>"
        case .microphone:
            body = "<g \(stroke) stroke-width=\"1.5\"><rect x=\"9\" y=\"2.5\" width=\"6\" height=\"12\" rx=\"3\"/>"
                + "<path d=\"M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7\"/></g>"
        case .tab: body = "<path \(stroke) stroke-width=\"1.6\" d=\"M3 12h14M13 8l4 4-4 4M20.5 6v12\"/>"
        }
        return "<symbol id=\"icon-\(rawValue)\" viewBox=\"0 0 24 24\">\(body)</symbol>"
    }
}
