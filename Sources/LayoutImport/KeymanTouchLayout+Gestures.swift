import KeymanKeyboard
import LayoutFile

/// The gestures of a touch key (long-press subkeys, flicks, multi-tap): what each types.
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
        if processor != nil, let key = VirtualKey(subkey.string("id") ?? ""), gestures[value] == nil {
            gestures[value] = KeymanProgram.TouchKey(key: key, layer: subkey.string("layer") ?? layer)
        }
        if let next = subkey.string("nextlayer"), layerIDs[next] != nil, next != layer,
            !(layerIDs[layer] == "shifted" && layerIDs[next] == "letters") {
            summarize("nextlayer", at: subkey.range("nextlayer")) { count in
                "\(count) key\(count == 1 ? "" : "s") and gesture\(count == 1 ? "" : "s") type and then switch layers ('nextlayer'); " +
                "a SoftKeyboard key types or switches, so the switch is left out"
            }
        }
        return value
    }
}
