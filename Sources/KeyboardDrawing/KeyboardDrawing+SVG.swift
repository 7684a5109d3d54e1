public import KeyboardModel
import KeyboardSession
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

        public init(interactive: Bool = false, pressed: Int? = nil) {
            self.interactive = interactive
            self.pressed = pressed
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
        // Room above the keyboard for the alternates of the top row.
        let top = interactive ? (keyboard.keys.map(\.frame.height).max() ?? 0) : 0
        let box = "0 \(number(-top)) \(w) \(number(keyboard.size.height + top))"
        let title = interactive ? "\(keyboard.layoutID) \(keyboard.layer)"
            : "\(keyboard.layoutID) \(keyboard.keyboardType.name) \(keyboard.layer)"
        let icons = keyboard.keys.map { KeyIcon.of($0, layer: keyboard.layer) }
        let radius = number(keyboard.size.width > 600 ? 6 : 5)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="kb \(palette.name)" width="\(w)" \
            height="\(number(keyboard.size.height + top))" viewBox="\(box)" font-family="\(escaped(fontStack))">
              <title>\(escaped(title))</title>
              <style>\(palette.style)\(interactive ? ".pop{display:none}.key:hover .pop,.key:focus .pop{display:inline}"
                                                + ".key:focus>.cap{stroke:#007aff;stroke-width:2}.key{outline:none}" : "")</style>

            """
        let used = KeyIcon.allCases.filter { icons.contains($0) }
        if !used.isEmpty { svg += "  <defs>" + used.map(\.symbol).joined() + "</defs>\n" }
        let opacity = keyboard.isTranslucent ? " fill-opacity=\"0.82\"" : ""
        svg += "  <rect class=\"bg\" y=\"0\" width=\"\(w)\" height=\"\(h)\"\(opacity)/>\n"
        for (index, (key, elementID)) in zip(keyboard.keys, elementIDs(keyboard)).enumerated() {
            let (cap, ink) = colours(of: key, in: keyboard, pressed: options.pressed == index)
            let f = key.frame
            svg += interactive ? "  <g id=\"\(escaped(elementID))\" class=\"key\" tabindex=\"0\">" : "  <g id=\"\(escaped(elementID))\">"
            if interactive { svg += "<title>\(escaped(tooltip(key)))</title>" }
            let rect = "x=\"\(number(f.x))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\" rx=\"\(radius)\""
            svg += "<rect class=\"s\" \(rect) y=\"\(number(f.y + 1))\"/><rect class=\"cap \(cap)\" \(rect) y=\"\(number(f.y))\"/>"
            svg += face(of: key, icon: icons[index], ink: ink, layerKind: keyboard.layerKind)
            if interactive, !key.longPress.isEmpty || !key.flicks.isEmpty { svg += popup(key, in: keyboard) }
            svg += "</g>\n"
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

    /// A key's long-press alternates in a strip above it and its flicks at its edges (shown on
    /// hover or focus).
    static func popup(_ key: ResolvedKey, in keyboard: ResolvedKeyboard) -> String {
        let f = key.frame
        var svg = "<g class=\"pop\">"
        let frames = KeyboardSession.alternateFrames(count: key.longPress.count, over: f, keyboardWidth: keyboard.size.width,
                                                     anchor: key.longPressDefault ?? 0)
        let size = FittedLabel.baseSize(.symbol, keyHeight: f.height)
        for (alternate, frame) in zip(key.longPress, frames) {
            svg += "<rect class=\"k\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" " +
                   "height=\"\(number(frame.height))\" rx=\"5\" stroke=\"#007aff\"/>"
            let pad = FittedLabel.padding(for: frame)
            let area = Rect(x: frame.x + pad.horizontal, y: frame.y + pad.vertical, width: frame.width - 2 * pad.horizontal,
                            height: frame.height - 2 * pad.vertical)
            svg += text(FittedLabel.fit(alternate, in: area, size: size, wraps: false), className: "alt t")
        }
        let small = size * 0.5
        for direction in FlickDirection.allCases {
            guard let output = key.flicks[direction] else { continue }
            // Each flick's output near the key's edge in its direction.
            let v = direction.vector
            let x = f.x + f.width / 2 + v.x * (f.width / 2 - small * 0.7)
            let y = f.y + f.height / 2 + small * 0.35 + v.y * (f.height / 2 - small * 0.65)
            svg += "<text class=\"flick-\(direction.rawValue)\" x=\"\(number(x))\" y=\"\(number(y))\" " +
                   "font-size=\"\(number(small))\" text-anchor=\"middle\" fill=\"#007aff\"\(ordered(output))</text>"
        }
        return svg + "</g>"
    }
}
