public import KeyboardModel
public import InputMethodCore
public import Emoji

/// Keys pressed by id, flicked, or found for a character: what hardware keys, key scripts and tests do.
extension KeyboardSession {
    /// Presses a key by id (a hardware key mapped to it, or a test); unknown ids are ignored.
    /// `time` (seconds) is when, for a method that times repeated taps (the kana pad).
    public func press(_ id: Key.ID, time: Double? = nil) {
        if host.keyboard?.key(id)?.action == .shift {
            tapShift(id, time: time)
        } else {
            host.press(id, time: time)
            lastShiftTap = nil
        }
        afterKey()
    }

    /// A hardware keyboard's key, named as Keyman names keys (`K_A`, `K_QUOTE`, `K_SPACE`;
    /// `KeyInput/isHardware` set, `output` what it types on a US keyboard): a layout running a
    /// Keyman program runs its rules on it; other layouts type `output`. `K_BKSP`, `K_ENTER` and
    /// `K_SPACE` are backspace, return and space.
    public func pressHardwareKey(_ key: KeyInput) {
        switch key.keyID?.rawValue {
        case "K_BKSP": host.dispatch(.backspace)
        case "K_ENTER": host.dispatch(.return)
        case "K_SPACE" where key.modifiers.isEmpty: host.dispatch(.space)
        default: host.dispatch(.key(key))
        }
        afterKey()
    }

    /// A whole stroke written on the keyboard's pad (`KeyAction/writingPad`), in the pad's
    /// coordinates with its times, as a front end that gathers strokes itself sends it (touches
    /// on the pad make strokes too); then `endCharacter()` when the writer paused.
    public func write(_ stroke: [StrokePoint]) {
        host.write(stroke)
        afterKey()
    }

    /// The writer ended a character on the pad: the method recognises what was written.
    public func endCharacter() {
        host.endCharacter()
        afterKey()
    }

    /// Flicks a key (the kana pad) in a direction: the key's flick output for it.
    public func flick(_ id: Key.ID, direction: FlickDirection, time: Double? = nil) {
        host.pressFlick(id, direction: direction, time: time)
        afterKey()
    }

    /// Types a character through the key that types it (see
    /// `KeyboardModel/KeyboardCatalog/key(typing:on:exact:)`), pressing shift first for a
    /// capital no key shows. A character the layer shown has no key for is typed as a person
    /// would: the layer keys shown (`123`, `#+=`, `ABC`) are pressed first to reach a layer that
    /// has it, at most two of them; failing a key, a key's long press that offers it (`é` on e,
    /// `1` on Arabic's `١`); failing that, an emoji on the emoji keyboard when it is enabled.
    /// Returns `false`, typing nothing, when no key types it.
    @discardableResult
    public func type(_ character: Character, time: Double? = nil) -> Bool {
        guard let keyboard = host.keyboard else { return false }
        if keyboard.pager != nil {
            if typeEmoji(character, time: time) { return true }
            // Not on the emoji keyboard: back to the keyboard before (ABC), as a person goes.
            guard let abc = keyboard.keys.first(where: { $0.action == .previousKeyboard }) else { return false }
            press(abc.id, time: time)
        }
        guard let path = layerKeys(toType: character) else {
            if typeByLongPress(character) { return true }
            // An emoji no layer has: the globe to the emoji keyboard, as a person goes.
            guard isEmoji(character), let target = emojiLayout,
                let globe = host.keyboard?.keys.first(where: { $0.action == .nextKeyboard }) else { return false }
            for _ in host.enabledLayouts.indices where host.layout != target { press(globe.id, time: time) }
            return host.keyboard?.pager != nil && typeEmoji(character, time: time)
        }
        for id in path { press(id, time: time) }
        guard let keyboard = host.keyboard else { return false }
        if character.isUppercase, host.shiftState == .off, host.catalog.key(typing: character, on: keyboard, exact: true) == nil {
            host.press("shift")
        }
        guard let shown = host.keyboard, let id = host.catalog.key(typing: character, on: shown) else {
            return typeByLongPress(character)
        }
        press(id, time: time)
        return true
    }

    /// The first enabled keyboard with an emoji grid (the emoji keyboard), if any.
    var emojiLayout: String? {
        host.enabledLayouts.first { name in host.catalog.layout(named: name)?.keys.values.contains { $0.action == .emojiGrid } == true }
    }

    /// Whether a character is an emoji of the emoji keyboard's catalog.
    func isEmoji(_ character: Character) -> Bool {
        guard let data = try? EmojiData.bundled() else { return false }
        return data.catalog.index(of: String(character)) != nil
    }

    /// An emoji typed as a person would on the emoji keyboard: its category's key, pages on to
    /// the one that holds it, then its key (a variant the key does not show: from its long press).
    private func typeEmoji(_ character: Character, time: Double?) -> Bool {
        guard let board = host.emojiBoard, let place = board.locate(String(character)) else {
            // Not an emoji of the grid: the keyboard's other keys (space) may type it.
            guard let shown = host.keyboard, let id = host.catalog.key(typing: character, on: shown) else { return false }
            press(id, time: time)
            return true
        }
        let category = board.pageContents[place.page].category
        if board.category != category { press(Key.ID(rawValue: category.rawValue), time: time) }
        host.scrollEmoji(by: place.page - board.page)
        let cells = host.keyboard?.keys.filter(\.isEmojiCell) ?? []
        guard cells.indices.contains(place.cell) else { return false }
        if let alternate = place.alternate {
            host.pressLongPress(cells[place.cell].id, alternate: alternate)
            afterKey()
        } else {
            press(cells[place.cell].id, time: time)
        }
        return true
    }

    /// A character no key types, through the long press of a key that offers it (on the layer
    /// shown or one reached by layer keys), shift first for a capital the letters offer in
    /// lower case.
    private func typeByLongPress(_ character: Character) -> Bool {
        let text = String(character), lower = text.lowercased()
        func offered(on keyboard: ResolvedKeyboard) -> Bool {
            keyboard.keys.contains { $0.longPress.contains(text) || character.isUppercase && $0.longPress.contains(lower) }
        }
        guard let path = layerKeys(to: offered) else { return false }
        for id in path { press(id) }
        guard let shown = host.keyboard else { return false }
        if !shown.keys.contains(where: { $0.longPress.contains(text) }),
            let shift = shown.keys.first(where: { $0.action == .shift }) {
            press(shift.id)
        }
        guard let key = host.keyboard?.keys.first(where: { $0.longPress.contains(text) }),
            let index = key.longPress.firstIndex(of: text) else { return false }
        host.pressLongPress(key.id, alternate: index)
        afterKey()
        return true
    }

    /// The layer keys to press, in order, before a key types `character`: none when the layer
    /// shown types it; `nil` when no layer within two layer keys does.
    private func layerKeys(toType character: Character) -> [Key.ID]? {
        layerKeys { keyboard in
            host.catalog.key(typing: character, on: keyboard) != nil || (character.isUppercase && keyboard.layerKind == .letters)
        }
    }

    /// The layer keys to press, in order, to reach a layer where `types` holds: none when it holds
    /// on the layer shown; `nil` when it holds on no layer within two layer keys.
    private func layerKeys(to types: (ResolvedKeyboard) -> Bool) -> [Key.ID]? {
        guard let shown = host.keyboard else { return nil }
        if types(shown) { return [] }
        var visited: Set<Layer.ID> = [shown.layer]
        var frontier: [(keyboard: ResolvedKeyboard, path: [Key.ID])] = [(shown, [])]
        for _ in 0..<2 {
            var next: [(keyboard: ResolvedKeyboard, path: [Key.ID])] = []
            for (keyboard, path) in frontier {
                for key in keyboard.keys {
                    // Shift reaches the other case as a layer key does (the unshifted letters
                    // from a shifted first layer).
                    let target: Layer.ID
                    switch key.action {
                    case .switchLayer(let layer): target = layer
                    case .shift where keyboard.layerKind == .letters: target = keyboard.layer == .letters ? .shifted : .letters
                    default: continue
                    }
                    guard visited.insert(target).inserted, let reached = try? host.resolve(layer: target) else { continue }
                    if types(reached) { return path + [key.id] }
                    next.append((reached, path + [key.id]))
                }
            }
            frontier = next
        }
        return nil
    }
}

/// The emoji keyboard: its pages, its search (the host's emoji extension).
extension KeyboardSession {
    /// The newest Emoji version the front end's fonts can draw (`nil`: all); newer emoji leave
    /// the emoji keyboard, its search and the suggestion bar.
    public var newestEmoji: EmojiVersion? {
        get { host.newestEmoji }
        set { host.newestEmoji = newValue }
    }

    /// Shows another page of the emoji keyboard's grid (`count` pages on; negative: back), as a
    /// swipe across it does.
    public func scrollEmoji(by count: Int) {
        host.scrollEmoji(by: count)
    }

    /// Types an emoji the search found (``State/emojiSearch``) into the text.
    public func selectEmojiResult(_ index: Int) {
        host.selectEmojiResult(index)
        afterKey()
    }

    /// Ends the emoji search: back to the emoji keyboard, typing into the text.
    public func endEmojiSearch() {
        host.endEmojiSearch()
        afterKey()
    }
}
