import KeymanKeyboard
import LayoutFile

/// The gestures of a touch key (long-press subkeys, flicks, multi-tap): what each types; and
/// what a key's own `layer` and `nextlayer` mean for the program's rules.
extension KeymanTouchLayout.Reader {
    /// What a subkey, flick or tap types; nil (after a finding) when it only switches layers.
    mutating func gestureOutput(_ subkey: Fields, layer: String, layerIDs: [String: String], what: String) -> String? {
        if let next = subkey.string("nextlayer"), layerIDs[next] == nil {
            diagnostics.report(.importDefect,
                               "a \(what) switches to layer '\(next)', which the platform does not " +
                               "have\(ImportedLayout.suggestion(next, in: Array(layerIDs.keys)))", at: subkey.range("nextlayer"))
        }
        let text = subkey.string("text") ?? ""
        if KeymanTouchLayout.specials[text]?.action != nil {
            diagnostics.report(.importDropped,
                               "a \(what) '\(text)' acts rather than types; a \(what) here only types, so it is left out",
                               at: subkey.range("text"))
            return nil
        }
        guard let value = output(of: subkey, layer: subkey.string("layer") ?? layer), !value.isEmpty else {
            diagnostics.report(.importDropped,
                               "a \(what) '\(subkey.string("id") ?? "")' types nothing without the .kmn program; it is left out",
                               at: subkey.range)
            return nil
        }
        let next = nextLayer(of: subkey, layer: layer, layerIDs: layerIDs)
        if processor != nil, let key = VirtualKey(subkey.string("id") ?? ""), gestures[value] == nil {
            gestures[value] = KeymanProgram.TouchKey(key: key, layer: subkey.string("layer") ?? layer, nextLayer: next)
        }
        if processor == nil, next != nil { droppedNextLayer(at: subkey.range("nextlayer")) }
        return value
    }

    /// Without the program, a key that types and then switches layers (`nextlayer`) only types:
    /// the layout format's keys type or switch. Said once per file.
    mutating func droppedNextLayer(at range: SourceRange) {
        summarize("nextlayer", at: range) { count in
            "\(count) key\(count == 1 ? "" : "s") and gesture\(count == 1 ? "" : "s") type and then switch layers ('nextlayer'); " +
            "without the keyboard's .kmn program a key types or switches, so the switch is left out"
        }
    }

    /// A tapped key's entry for the rules (``KeymanProgram/touchKeys``): when the program runs
    /// it and the key types, with a `layer` other than the one it is on or a `nextlayer`.
    func touchKey(_ key: Fields, definition: JSONNode, layer: String, layerIDs: [String: String]) -> KeymanProgram.TouchKey? {
        guard processor != nil, let virtualKey = VirtualKey(key.string("id") ?? ""),
            case .object(let members) = definition.value, members.contains(where: { $0.key == "output" }) else { return nil }
        let own = key.string("layer").flatMap { $0.isEmpty ? nil : $0 } ?? layer
        let next = nextLayer(of: key, layer: layer, layerIDs: layerIDs)
        guard own != layer || next != nil else { return nil }
        return KeymanProgram.TouchKey(key: virtualKey, layer: own, nextLayer: next)
    }

    /// The layer a key goes to once it has typed: its `nextlayer` when the platform has it and
    /// it is another layer. Shift's going back to the letters is the host's own (it follows the
    /// text), so a shifted key's `nextlayer` `default` needs no entry.
    func nextLayer(of key: Fields, layer: String, layerIDs: [String: String]) -> String? {
        guard let next = key.string("nextlayer"), layerIDs[next] != nil, next != layer,
            !(layerIDs[layer] == "shifted" && layerIDs[next] == "letters") else { return nil }
        return next
    }
}
