import KeyboardModel
import InputMethodCore
import Emoji
import Geometry

/// Keys pressed: by id, at a point, flicked, held for an alternate; caps lock.
extension InputHost {
    /// Presses a key of the keyboard shown, by id; `point` is where the finger landed (in the
    /// keyboard's coordinates), which autocorrection weighs when given. Unknown ids are ignored.
    ///
    /// `time` (seconds) is when, for methods that time repeated taps (the kana pad's toggles).
    func press(_ id: Key.ID, at point: Point? = nil, time: Double? = nil) {
        guard let key = keyboard?.key(id) else { return }
        press(key, output: key.output, isLongPress: false, point: point, time: time)
    }

    /// A stroke written on the keyboard's pad (`KeyAction/writingPad`): points in the pad's
    /// coordinates with their times, for the layout's input method. Without a method, nothing.
    func write(_ stroke: [StrokePoint]) {
        guard !stroke.isEmpty else { return }
        dispatch(.stroke(stroke), at: nil)
    }

    /// The writer ended a character on the pad (see ``KeyboardSession/Configuration/characterPause``).
    func endCharacter() {
        dispatch(.endOfCharacter, at: nil)
    }

    /// Types a key's flick (the kana pad): its output for `direction`; a key without that
    /// flick types nothing.
    func pressFlick(_ id: Key.ID, direction: FlickDirection, time: Double? = nil) {
        guard let key = keyboard?.key(id), let output = key.flicks[direction] else { return }
        dispatch(.key(KeyInput(output: output, keyID: key.id, isFlick: true, shift: shiftState, time: time)), at: nil)
    }

    /// Presses the key under a point (gaps go to the nearest key).
    func press(at point: Point) {
        guard let key = keyboard?.key(at: point) else { return }
        press(key, output: key.output, isLongPress: false, point: point)
    }

    /// Types a key's long-press alternate.
    func pressLongPress(_ id: Key.ID, alternate index: Int) {
        guard let key = keyboard?.key(id), key.longPress.indices.contains(index) else { return }
        press(key, output: key.longPress[index], isLongPress: true)
    }

    /// A double tap on shift: caps lock, unless the user's settings turned it off.
    func lockCaps() {
        guard settings.enableCapsLock else { return }
        shiftState = .capsLock
        shiftIsAutomatic = false
        switchLayer(.capsLock)
    }

    func press(_ key: ResolvedKey, output: String?, isLongPress: Bool, point: Point? = nil, time: Double? = nil) {
        switch key.action {
        case .input:
            guard let output else { return }
            methodChoseLayer = false
            dispatch(.key(KeyInput(output: output, keyID: key.id, isLongPress: isLongPress, shift: shiftState,
                                   multiTap: isLongPress ? [] : key.multiTap,
                                   time: time)),
                     at: point)
            // A one-shot shift ends, unless the method chose the layer to show next.
            if shiftState == .shifted, !methodChoseLayer {
                shiftState = .off
                if layer == .shifted { switchLayer(.letters) }
            }
            if !isLongPress, Self.returnsToLetters.contains(output) { returnToLetters() }
            if key.isEmojiCell { rememberEmoji(output, fromPopup: isLongPress) }
        case .shift:
            shiftIsAutomatic = false
            switch shiftState {
            case .off: shiftState = .shifted; switchLayer(.shifted)
            case .shifted, .capsLock: shiftState = .off; switchLayer(.letters)
            }
            return
        case .backspace: dispatch(.backspace)
        case .space:
            dispatch(.space)
            returnToLettersAfterSpace()
        case .return:
            // Return in the emoji search ends it (its composition kept in the field as typed).
            if search != nil {
                endEmojiSearch()
                return
            }
            dispatch(.return)
        case .switchLayer(.capsLock):
            // A caps-lock key (the 12.9-inch iPad's): locks caps, or unlocks them.
            if shiftState == .capsLock { shiftState = .off; switchLayer(.letters) } else { lockCaps() }
            return
        case .switchLayer(let target):
            shiftState = .off
            switchLayer(target)
            // Back on the letters, shift is what the text calls for (on after ". "), as on iOS.
            updateAutomaticShift()
            return
        case .modeSwitch: return
        case .nextKeyboard:
            if enabledLayouts.count > 1 { showNextLayout() } else { delegate?.inputHostDidRequestNextKeyboard(self) }
            return
        case .spacer, .writingPad, .emojiGrid: return
        case .emojiCategory(let name):
            if let category = EmojiCategory(rawValue: name) { emoji.board?.show(category) }
            return
        case .emojiSearch:
            startEmojiSearch()
            return
        case .previousKeyboard:
            showPreviousLayout()
            return
        case .dismissKeyboard:
            isDismissRequested = true
            return
        case .undo, .redo:
            // iPad's undo and redo keys: the container's own history, after any composition is
            // committed where it was; the method then starts again from the text as it is.
            guard let container else { return }
            selectionDidMove()
            _ = key.action == .undo ? container.undo() : container.redo()
            selectionDidMove()
        case .command(let name): dispatch(.command(name))
        }
        updateAutomaticShift()
    }
}
