public import KeyboardModel

/// What rises above a key as iOS draws it: long-press alternates in a balloon joined to the key,
/// the kana pad's flick guide (a cross around the key), and the pressed letter's preview.
extension KeyboardDrawing {
    /// The soft shadow under balloons.
    static let popupShadow = "<filter id=\"pop-shadow\" x=\"-30%\" y=\"-30%\" width=\"160%\" height=\"160%\">"
        + "<feDropShadow dx=\"0\" dy=\"1\" stdDeviation=\"2\" flood-opacity=\"0.35\"/></filter>"

    /// How far above the keyboard a picture reaches (points): room for what rises over the top
    /// row. A page showing the keyboard alone can crop it.
    public static func headroom(_ keyboard: ResolvedKeyboard, options: Options) -> Double {
        max(0, -popupTop(keyboard, options: options))
    }

    /// The highest point anything drawn over the keys reaches (negative above the keyboard).
    static func popupTop(_ keyboard: ResolvedKeyboard, options: Options) -> Double {
        var top = 0.0
        func reach(_ key: ResolvedKey) {
            if !key.longPress.isEmpty {
                let frames = AlternatesPopup.frames(count: key.longPress.count, over: key.frame,
                                                             keyboardWidth: keyboard.size.width, anchor: key.longPressDefault ?? 0)
                top = min(top, frames.map(\.y).min() ?? 0)
            }
            if !key.flicks.isEmpty { top = min(top, key.frame.y - key.frame.height) }
            if case .input = key.action { top = min(top, previewFrame(key, keyboard: keyboard).y) }
        }
        if options.interactive { keyboard.keys.forEach(reach) }
        if let index = options.pressed, keyboard.keys.indices.contains(index) { reach(keyboard.keys[index]) }
        if let alternates = options.alternates { top = min(top, alternates.frames.map(\.y).min() ?? 0) }
        return top
    }

    /// A key's alternates (in a balloon, the default highlighted) and its flick guide, for the
    /// gallery's hover and focus.
    static func popup(_ key: ResolvedKey, in keyboard: ResolvedKeyboard) -> String {
        var svg = ""
        if !key.longPress.isEmpty {
            let anchor = key.longPressDefault ?? 0
            let frames = AlternatesPopup.frames(count: key.longPress.count, over: key.frame, keyboardWidth: keyboard.size.width,
                                                         anchor: anchor)
            svg += balloon(key, options: key.longPress, frames: frames, selected: anchor, keyboard: keyboard)
        }
        if !key.flicks.isEmpty { svg += flickGuide(key, keyboard: keyboard) }
        return svg
    }

    /// Options in a panel above the key, the panel and the key one shape with one shadow, the
    /// selected option on blue.
    static func balloon(_ key: ResolvedKey, options: [String], frames: [Rect], selected: Int, keyboard: ResolvedKeyboard) -> String {
        guard let first = frames.first else { return "" }
        let minX = frames.map(\.x).min() ?? first.x, maxX = frames.map(\.maxX).max() ?? first.maxX
        let minY = frames.map(\.y).min() ?? first.y, maxY = frames.map(\.maxY).max() ?? first.maxY
        let f = key.frame
        var svg = "<g class=\"balloon\"><g filter=\"url(#pop-shadow)\">"
        svg += "<rect class=\"k\" x=\"\(number(minX))\" y=\"\(number(minY))\" width=\"\(number(maxX - minX))\" "
            + "height=\"\(number(maxY - minY))\" rx=\"8\"/>"
        // The neck: the key itself, risen into the panel.
        if f.y > maxY - 0.5 {
            svg += "<rect class=\"k\" x=\"\(number(f.x))\" y=\"\(number(maxY - 6))\" width=\"\(number(f.width))\" "
                + "height=\"\(number(f.maxY - maxY + 6))\" rx=\"5\"/>"
        }
        svg += "</g>"
        let size = FittedLabel.baseSize(.symbol, keyHeight: first.height)
        for (index, (option, frame)) in zip(options, frames).enumerated() {
            let isSelected = index == selected
            if isSelected {
                svg += "<rect class=\"b\" x=\"\(number(frame.x + 2))\" y=\"\(number(frame.y + 2))\" width=\"\(number(frame.width - 4))\" "
                    + "height=\"\(number(frame.height - 4))\" rx=\"5\"/>"
            }
            svg += text(FittedLabel.fit(option, in: inset(frame), size: size, wraps: false), className: "alt \(isSelected ? "w" : "t")")
        }
        return svg + "</g>"
    }

    /// The kana pad's flick guide: the key's output in the middle and each flick's output in a
    /// cell on that side, as iOS shows while a finger is down.
    static func flickGuide(_ key: ResolvedKey, keyboard: ResolvedKeyboard) -> String {
        let f = key.frame
        var svg = "<g class=\"flicks\"><g filter=\"url(#pop-shadow)\">"
        var cells: [(String, Rect, Bool)] = [(key.output ?? key.label, f, true)]
        for direction in FlickDirection.allCases {
            guard let output = key.flicks[direction] else { continue }
            let v = direction.vector
            let cell = Rect(x: f.x + (v.x > 0.1 ? f.width : v.x < -0.1 ? -f.width : 0),
                            y: f.y + (v.y > 0.1 ? f.height : v.y < -0.1 ? -f.height : 0), width: f.width, height: f.height)
            cells.append((output, cell, false))
        }
        for (_, cell, _) in cells {
            svg += "<rect class=\"k\" x=\"\(number(cell.x))\" y=\"\(number(cell.y))\" width=\"\(number(cell.width))\" "
                + "height=\"\(number(cell.height))\" rx=\"6\"/>"
        }
        svg += "</g>"
        let size = FittedLabel.baseSize(.letter, keyHeight: f.height)
        for (output, cell, isCentre) in cells {
            if isCentre {
                svg += "<rect class=\"b\" x=\"\(number(cell.x + 2))\" y=\"\(number(cell.y + 2))\" width=\"\(number(cell.width - 4))\" "
                    + "height=\"\(number(cell.height - 4))\" rx=\"5\"/>"
            }
            svg += text(FittedLabel.fit(output, in: inset(cell), size: size, wraps: false),
                        className: "flick \(isCentre ? "w" : "t")")
        }
        return svg + "</g>"
    }

    /// Where a pressed letter's preview stands: half as wide again as the key, a key's height
    /// above it, inside the keyboard's width.
    static func previewFrame(_ key: ResolvedKey, keyboard: ResolvedKeyboard) -> Rect {
        let f = key.frame
        let width = min(f.width * 1.5, keyboard.size.width), height = f.height * 1.1
        let x = max(0, min(f.x + f.width / 2 - width / 2, keyboard.size.width - width))
        return Rect(x: x, y: f.y - height - 4, width: width, height: height)
    }

    /// The pressed letter, larger, in a balloon joined to its key.
    static func preview(_ key: ResolvedKey, keyboard: ResolvedKeyboard) -> String {
        let frame = previewFrame(key, keyboard: keyboard), f = key.frame
        var svg = "<g class=\"preview\"><g filter=\"url(#pop-shadow)\">"
        svg += "<rect class=\"k\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
            + "height=\"\(number(frame.height))\" rx=\"8\"/>"
        svg += "<rect class=\"k\" x=\"\(number(f.x))\" y=\"\(number(frame.maxY - 6))\" width=\"\(number(f.width))\" "
            + "height=\"\(number(f.maxY - frame.maxY + 6))\" rx=\"5\"/></g>"
        let size = FittedLabel.baseSize(.letter, keyHeight: f.height) * 1.35
        svg += text(FittedLabel.fit(key.label, in: inset(frame), size: size, wraps: false), className: "preview-label t")
        return svg + "</g>"
    }

    /// A cell's area for its text.
    static func inset(_ frame: Rect) -> Rect {
        let pad = FittedLabel.padding(for: frame)
        return Rect(x: frame.x + pad.horizontal, y: frame.y + pad.vertical, width: frame.width - 2 * pad.horizontal,
                    height: frame.height - 2 * pad.vertical)
    }
}
