import InputMethodCore
import KeyboardModel
import TextEditing

/// Layers and shift: which layer shows, when shift turns on by itself, when the numbers layer
/// gives way to the letters.
extension InputHost {
    // MARK: Layers and shift

    func resolve(layer: Layer.ID?) throws(ResolutionError) -> ResolvedKeyboard {
        guard let container else { throw .unknownLayout(layout, suggestion: nil) }
        var request = KeyboardRequest(layout: layout, traits: container.traits, device: device, orientation: orientation, layer: layer,
                                      hasText: !container.isEmpty)
        request.wordsFrom = history.previous(before: layout)
        return try catalog.resolve(request)
    }

    /// Shows a layer of the keyboard, as a key switching to it would (shift off); a layer the
    /// keyboard cannot show is ignored. For front ends and test runners that go to a layer by
    /// name.
    func show(layer target: Layer.ID) {
        guard container != nil else { return }
        shiftState = .off
        switchLayer(target)
    }

    /// Shows the layer a method asked for (``InputResult/layer``: Keyman's `default`, `shift`,
    /// `caps`, or a layer of the layout's own, which an importer may have prefixed with
    /// `imported-` where the name is one of this format's) when the keyboard has it; the shift
    /// state follows.
    func followMethodLayer(_ name: String) {
        guard let shown = keyboard else { return }
        let target: Layer.ID = switch name {
        case "default": .letters
        case "shift": .shifted
        case "caps": .capsLock
        default: shown.layers.contains(Layer.ID(rawValue: name)) ? Layer.ID(rawValue: name) : Layer.ID(rawValue: "imported-" + name)
        }
        guard shown.layers.contains(target) else { return }
        methodChoseLayer = true
        shiftIsAutomatic = false
        shiftState = target == .shifted ? .shifted : target == .capsLock ? .capsLock : .off
        switchLayer(target)
    }

    func switchLayer(_ target: Layer.ID) {
        guard target != layer else { return }
        if keyboards[target] == nil {
            guard let resolved = try? resolve(layer: target) else { return }
            keyboards[target] = resolved
        }
        layer = target
    }

    /// Characters that take a numbers or symbols layer back to the letters once typed: the
    /// apostrophes, so a contraction ("don't") goes on in letters [iOS; KeyboardKit's
    /// `alphabeticAccentSwitches` and AOSP's symbols-layer apostrophe do the same].
    static let returnsToLetters: Set<String> = ["'", "\u{2019}"]

    /// A space typed on a numbers or symbols layer goes back to the letters, unless it followed
    /// another space (a run of spaces between numbers stays on the numbers), as on iOS.
    func returnToLettersAfterSpace() {
        guard let container, container.markedRange == nil else { return }
        let before = container.text(before: container.selectedRange.lowerBound, limit: 2)
        if before.count == 2, before.allSatisfy(\.isWhitespace) { return }
        returnToLetters()
    }

    /// From a layer of kind ``Layer/Kind/numbers`` (not a pad: a number field stays on its
    /// digits), shows the letters; shift then follows the text (``updateAutomaticShift()``,
    /// which every key press runs after this).
    func returnToLetters() {
        guard let shown = keyboards[layer], shown.layerKind == .numbers, shown.layers.contains(.letters) else { return }
        shiftState = .off
        shiftIsAutomatic = false
        switchLayer(.letters)
    }

    /// Shift turns on by itself where the next letter is capitalised (cased scripts only), and
    /// off again when it no longer applies, unless the user set it.
    func updateAutomaticShift() {
        guard let container, shiftState != .capsLock, layer == .letters || layer == .shifted else { return }
        let cased = ["Latn", "Cyrl", "Grek", "Armn"].contains(catalog.layouts[keyboards[layer]?.layoutID ?? ""]?.script ?? "")
        let wanted = settings.autoCapitalization && cased && container.markedRange == nil && container.shouldCapitalizeNextLetter
        if wanted && shiftState == .off {
            shiftState = .shifted
            shiftIsAutomatic = true
            switchLayer(.shifted)
        } else if !wanted && shiftState == .shifted && shiftIsAutomatic {
            shiftState = .off
            shiftIsAutomatic = false
            switchLayer(.letters)
        }
    }
}
