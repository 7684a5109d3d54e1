public import KeyboardModel

extension KeyboardDrawing {
    /// One picture of a stack: its name (the fragment that shows it, with `-dark` or `-alert`
    /// for those appearances) and the keyboard, resolved in the default appearance.
    public struct StackView: Sendable {
        public var name: String
        public var keyboard: ResolvedKeyboard
        /// The section of a paged keyboard the view shows (the emoji keyboard's category).
        public var section: String?

        public init(name: String, keyboard: ResolvedKeyboard, section: String? = nil) {
            self.name = name
            self.keyboard = keyboard
            self.section = section
        }
    }

    /// Several keyboards in one SVG, each key drawn once and placed in every view that has it
    /// (`<use>`): `file.svg#NAME` shows view NAME in the default appearance, `#NAME-dark` and
    /// `#NAME-alert` in the others (`:target` picks the view; the colours are custom properties,
    /// which reach into `<use>` instances); no fragment shows the first view. Interactive as
    /// ``svg(_:options:)``'s pictures are (hover shows a key's popups).
    public static func stack(_ views: [StackView], interactive: Bool) -> String {
        guard let first = views.first?.keyboard else { return "" }
        let width = views.map(\.keyboard.size.width).max() ?? 0, height = views.map(\.keyboard.size.height).max() ?? 0
        let options = Options(interactive: interactive)
        let top = views.map { headroom($0.keyboard, options: options) }.max() ?? 0
        var definitions: [String: String] = [:]   // a key's markup → its id
        var order: [String] = []
        var bodies: [String] = []
        var icons: Set<KeyIcon> = []
        for view in views {
            let keyboard = view.keyboard
            var body = "<g class=\"view\" id=\"v-\(escaped(view.name))\"><rect class=\"bg\" width=\"\(number(keyboard.size.width))\" "
                + "height=\"\(number(keyboard.size.height))\"/>"
            for key in keyboard.keys {
                let icon = KeyIcon.of(key, layer: keyboard.layer)
                if let icon { icons.insert(icon) }
                let markup = keyMarkup(key, id: nil, icon: icon, in: keyboard, pressed: false, interactive: interactive)
                let id = definitions[markup] ?? "k\(definitions.count)"
                if definitions[markup] == nil {
                    definitions[markup] = id
                    order.append(markup)
                }
                body += "<use href=\"#\(id)\"/>"
            }
            bodies.append(body + "</g>")
        }
        let names = views.map { escaped($0.name) }
        // Each view shows when one of its fragments is the target; the first when none is.
        var style = ".view{display:none}.kb:not(:has(.mark:target)) #v-\(names[0]){display:inline}"
        for name in names {
            style += ".kb:has(#\(name):target,#\(name)-dark:target,#\(name)-alert:target) #v-\(name){display:inline}"
        }
        style += ".kb{\(Palette(.default).properties)}.kb:has(.dark:target){\(Palette(.dark).properties)}"
            + ".kb:has(.alert:target) .bg{fill-opacity:.82}"
            + ".bg{fill:var(--bg)}.k{fill:var(--k)}.f{fill:var(--f)}.b{fill:#007aff}.s{fill:var(--s)}.t{fill:var(--t);color:var(--t)}"
            + ".w{fill:#fff;color:#fff}.d{fill:var(--d);color:var(--d)}"
        if interactive {
            style += ".pop{display:none}.key:hover .pop,.key:focus .pop{display:inline}.key:focus>.cap{stroke:#007aff;stroke-width:2}"
                + ".key{outline:none}"
        }
        let marks = names.map { "<g class=\"mark light\" id=\"\($0)\"/><g class=\"mark dark\" id=\"\($0)-dark\"/>"
            + "<g class=\"mark dark alert\" id=\"\($0)-alert\"/>" }.joined()
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kb\" width=\"\(number(width))\" height=\"\(number(height + top))\" "
            + "viewBox=\"0 \(number(-top)) \(number(width)) \(number(height + top))\" font-family=\"\(escaped(fontStack))\">\n"
        svg += "<title>\(escaped("\(first.layoutID) \(first.device) \(first.orientation.rawValue)"))</title><style>\(style)</style>\n"
        svg += "<defs>" + KeyIcon.allCases.filter(icons.contains).map(\.symbol).joined() + (top > 0 ? popupShadow : "")
        for markup in order { svg += "\n<g id=\"\(definitions[markup] ?? "")\"\(markup.dropFirst(2))" }   // "<g" gets the id
        svg += "</defs>\n" + marks + "\n" + bodies.joined(separator: "\n") + "\n</svg>"
        return svg
    }

    /// One key's group (`<g …>…</g>`, with `id` when given): its cap with the shadow, its face,
    /// and (interactive) its tooltip and popups.
    static func keyMarkup(_ key: ResolvedKey, id: String?, icon: KeyIcon?, in keyboard: ResolvedKeyboard, pressed: Bool,
                          interactive: Bool) -> String {
        let (cap, ink) = colours(of: key, in: keyboard, pressed: pressed)
        let f = key.frame
        let radius = number(keyboard.size.width > 600 ? 6 : 5)
        var svg = "<g" + (id.map { " id=\"\(escaped($0))\"" } ?? "") + (interactive ? " class=\"key\" tabindex=\"0\">" : ">")
        if interactive { svg += "<title>\(escaped(tooltip(key)))</title>" }
        let rect = "x=\"\(number(f.x))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\" rx=\"\(radius)\""
        switch emojiKeyStyle(key, in: keyboard) {
        case .bare(let lit):
            // The emoji keyboard's emoji and category tabs have no caps (iOS): a touch, or the
            // category shown, lights a rounded patch.
            if lit || pressed { svg += "<rect class=\"cap f\" \(rect) y=\"\(number(f.y))\"/>" }
        case .field:
            svg += "<rect class=\"cap k\" \(rect) y=\"\(number(f.y))\"/>"
        case nil:
            svg += "<rect class=\"s\" \(rect) y=\"\(number(f.y + 1))\"/><rect class=\"cap \(cap)\" \(rect) y=\"\(number(f.y))\"/>"
        }
        let style = emojiKeyStyle(key, in: keyboard)
        let drawn = face(of: key, icon: icon, ink: style == .field ? "d" : ink, layerKind: keyboard.layerKind)
        // Emoji in colour: the emoji font first (a text font's ☺ or ❤ would be drawn in outline).
        if case .bare = style { svg += "<g font-family=\"\(escaped(emojiFontStack))\">" + drawn + "</g>" } else { svg += drawn }
        if interactive, !key.longPress.isEmpty || !key.flicks.isEmpty { svg += "<g class=\"pop\">" + popup(key, in: keyboard) + "</g>" }
        return svg + "</g>"
    }

    /// How the emoji keyboard draws a key: an emoji or a category tab bare (lit when it is the
    /// category shown), the search as a field; `nil` for every other key.
    enum EmojiKeyStyle: Equatable {
        case bare(lit: Bool)
        case field
    }

    static func emojiKeyStyle(_ key: ResolvedKey, in keyboard: ResolvedKeyboard) -> EmojiKeyStyle? {
        switch key.action {
        case .emojiCategory(let name): return .bare(lit: keyboard.pager?.section == name)
        case .emojiSearch: return .field
        case .input where keyboard.pager != nil && key.isEmojiCell:
            return .bare(lit: false)
        default: return nil
        }
    }
}
