public import KeyboardModel
import TextInputTraits

extension KeyboardDrawing {
    /// What a picture shows beyond the keyboard's own state.
    public struct Options: Hashable, Sendable {
        /// Adds what a page shows on hover or keyboard focus: each key's long-press alternates
        /// above it and its flick outputs at its edges, a tooltip per key, and room above the top
        /// row for the alternates; key frames keep their coordinates.
        public var interactive: Bool
        /// The key being touched (its index in the keyboard's keys): drawn pressed, as iOS does
        /// (a letter key darkens, a function key lightens).
        public var pressed: Int?
        /// The pressed letter's preview above it (iOS's Character Preview; off in its settings).
        public var preview: Bool
        /// The alternates open on a key (the session's ``KeyboardSession/State/alternates``), in
        /// a balloon joined to the key, the selected one highlighted.
        public var alternates: AlternatesPopup?

        public init(interactive: Bool = false, pressed: Int? = nil, preview: Bool = true, alternates: AlternatesPopup? = nil) {
            self.interactive = interactive
            self.pressed = pressed
            self.preview = preview
            self.alternates = alternates
        }
    }

    /// The appearance's colours, as iOS's keyboard has them.
    struct Palette {
        /// `light` or `dark`: the picture's class, which its style rules are scoped to (pictures
        /// of both appearances can share one page).
        var name: String
        var background, letter, function, shadow, ink, disabled: String

        init(_ appearance: KeyboardAppearance) {
            if appearance == .dark || appearance == .alert {
                name = "dark"
                (background, letter, function, shadow, ink, disabled) = ("#2b2b2d", "#6b6b6e", "#464649", "#0e0e0f", "#ffffff", "#98989d")
            } else {
                name = "light"
                (background, letter, function, shadow, ink, disabled) = ("#d1d3d9", "#ffffff", "#abb0bc", "#898a8d", "#000000", "#8e8e93")
            }
        }

        /// The colours as the custom properties a stack's classes read (see `stack`).
        var properties: String {
            "--bg:\(background);--k:\(letter);--f:\(function);--s:\(shadow);--t:\(ink);--d:\(disabled)"
        }

        /// Classes for caps (`k` letter, `f` function, `b` blue action), the shadow (`s`) and text
        /// (`t` ink, `w` white, `d` disabled); `color` is set too, for icons drawn in currentColor.
        var style: String {
            let scope = ".kb.\(name) "
            return "\(scope).bg{fill:\(background)}\(scope).k{fill:\(letter)}\(scope).f{fill:\(function)}\(scope).b{fill:#007aff}"
                + "\(scope).s{fill:\(shadow)}\(scope).t{fill:\(ink);color:\(ink)}\(scope).w{fill:#fff;color:#fff}"
                + "\(scope).d{fill:\(disabled);color:\(disabled)}"
        }
    }

    /// An SVG picture of a keyboard as iOS draws it: keys with their shapes, colours and bottom
    /// shadow; labels sized by role and fitted to their keys (``FittedLabel``); shift, globe,
    /// backspace, return and the other function keys as vector icons (``KeyIcon``); shift and
    /// caps lock lit, the return key blue for an action and grey when disabled; the appearance's
    /// colours. The title leaves out the keyboard type in an interactive picture, so types that
    /// resolve alike draw the same picture.
    public static func svg(_ keyboard: ResolvedKeyboard, interactive: Bool = false) -> String {
        svg(keyboard, options: Options(interactive: interactive))
    }

    public static func svg(_ keyboard: ResolvedKeyboard, options: Options) -> String {
        let palette = Palette(keyboard.appearance)
        let interactive = options.interactive
        let w = number(keyboard.size.width), h = number(keyboard.size.height)
        // Room above the keyboard for what rises over the top row (alternates, previews, flicks).
        let top = max(0, -popupTop(keyboard, options: options))
        let box = "0 \(number(-top)) \(w) \(number(keyboard.size.height + top))"
        let title = interactive ? "\(keyboard.layoutID) \(keyboard.layer)"
            : "\(keyboard.layoutID) \(keyboard.keyboardType.name) \(keyboard.layer)"
        let icons = keyboard.keys.map { KeyIcon.of($0, layer: keyboard.layer) }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="kb \(palette.name)" width="\(w)" \
            height="\(number(keyboard.size.height + top))" viewBox="\(box)" font-family="\(escaped(fontStack))">
              <title>\(escaped(title))</title>
              <style>\(palette.style)\(interactive ? ".pop{display:none}.key:hover .pop,.key:focus .pop{display:inline}"
                                                + ".key:focus>.cap{stroke:#007aff;stroke-width:2}.key{outline:none}" : "")</style>

            """
        let used = KeyIcon.allCases.filter { icons.contains($0) }
        let hasPopups = top > 0 || options.alternates != nil || options.pressed != nil
        if !used.isEmpty || hasPopups {
            svg += "  <defs>" + used.map(\.symbol).joined() + (hasPopups ? popupShadow : "") + "</defs>\n"
        }
        let opacity = keyboard.isTranslucent ? " fill-opacity=\"0.82\"" : ""
        svg += "  <rect class=\"bg\" y=\"0\" width=\"\(w)\" height=\"\(h)\"\(opacity)/>\n"
        for (index, (key, elementID)) in zip(keyboard.keys, elementIDs(keyboard)).enumerated() {
            svg += "  " + keyMarkup(key, id: elementID, icon: icons[index], in: keyboard, pressed: options.pressed == index,
                                    interactive: interactive) + "\n"
        }
        // What the session shows over the keys: the open alternates, or the pressed key's preview
        // or flick guide.
        if let alternates = options.alternates, let key = keyboard.keys.first(where: { $0.id == alternates.key }) {
            svg += "  " + balloon(key, options: alternates.options, frames: alternates.frames, selected: alternates.selected,
                                  keyboard: keyboard) + "\n"
        } else if let index = options.pressed, keyboard.keys.indices.contains(index) {
            let key = keyboard.keys[index]
            if !key.flicks.isEmpty {
                svg += "  " + flickGuide(key, keyboard: keyboard) + "\n"
            } else if options.preview, case .input = key.action, !key.label.isEmpty {
                svg += "  " + preview(key, keyboard: keyboard) + "\n"
            }
        }
        return svg + "</svg>"
    }

    /// A key's cap and text classes: shift lit when on, return blue for an action (white when
    /// pressed) and grey when disabled, and the pressed state.
    static func colours(of key: ResolvedKey, in keyboard: ResolvedKeyboard, pressed: Bool) -> (cap: String, ink: String) {
        let isLetter = if case .input = key.action { true } else { key.action == .space }
        var cap = isLetter ? "k" : "f"
        var ink = key.isEnabled ? "t" : "d"
        if key.action == .shift, keyboard.layer == .shifted || keyboard.layer == .capsLock { cap = "k" }
        if key.action == .return, key.isEnabled, keyboard.returnKeyType != .default { (cap, ink) = ("b", "w") }
        if pressed { cap = cap == "f" || cap == "b" ? "k" : "f"; if ink == "w" { ink = "t" } }
        return (cap, ink)
    }

    /// What a key shows: its icon, or its label (and sublabel) fitted inside it.
    static func face(of key: ResolvedKey, icon: KeyIcon?, ink: String, layerKind: Layer.Kind) -> String {
        let f = key.frame
        let pad = FittedLabel.padding(for: f)
        let inner = Rect(x: f.x + pad.horizontal, y: f.y + pad.vertical, width: f.width - 2 * pad.horizontal,
                         height: f.height - 2 * pad.vertical)
        if let icon {
            let side = max(4, min(inner.height * 0.62, inner.width * 0.8, f.height > 50 ? 30 : 26))
            return "<use class=\"\(ink)\" href=\"#icon-\(icon.rawValue)\" x=\"\(number(inner.x + (inner.width - side) / 2))\" "
                + "y=\"\(number(inner.y + (inner.height - side) / 2))\" width=\"\(number(side))\" height=\"\(number(side))\"/>"
        }
        guard !key.label.isEmpty else { return "" }
        let role = FittedLabel.role(of: key, layerKind: layerKind)
        let size = FittedLabel.baseSize(role, keyHeight: f.height)
        var area = inner
        var result = ""
        if let sublabel = key.sublabel, !sublabel.isEmpty {
            // The label above, the sublabel (a phone pad's letters) in the bottom third.
            let split = inner.height * 0.64
            area.height = split
            let sub = FittedLabel.fit(sublabel, in: Rect(x: inner.x, y: inner.y + split, width: inner.width, height: inner.height - split),
                                      size: max(7, size * 0.42), wraps: false)
            result += text(sub, className: "sub \(ink)")
        }
        let fitted = FittedLabel.fit(key.label, in: area, size: size, wraps: role == .word)
        return text(fitted, className: "label \(ink)") + result
    }

    /// A fitted label as a `<text>` (a line per `<tspan>` when wrapped), centred.
    static func text(_ label: FittedLabel, className: String) -> String {
        let x = number(label.box.x + label.box.width / 2)
        let head = "<text class=\"\(className)\" x=\"\(x)\" y=\"\(number(label.baselines.first ?? 0))\" "
            + "font-size=\"\(number(label.size))\" "
            + "text-anchor=\"middle\""
        guard label.lines.count > 1 else { return head + ordered(label.lines.first ?? "") + "</text>" }
        return head + ">" + zip(label.lines, label.baselines).map { line, baseline in
            "<tspan x=\"\(x)\" y=\"\(number(baseline))\"" + ordered(line) + "</tspan>"
        }.joined() + "</text>"
    }
}
