extension KeyboardCatalog {
    /// The key a person presses to type `character` on a keyboard: the key that types it on
    /// the layer shown; failing that (unless `exact`), for a small letter while shift is on by
    /// itself, the key typing its capital; failing that, the key at the same place as the
    /// character on the layout's Latin companion (so `g k s r m f` types 한글 on a 2-set
    /// Korean keyboard, as on one with Latin labels; a capital is the key on the shifted layer).
    ///
    /// - Complexity: O(*k*) in the keys of the keyboard, plus resolving the companion and the
    ///   letters layer when the companion is needed.
    public func key(typing character: Character, on keyboard: ResolvedKeyboard, exact: Bool = false) -> Key.ID? {
        if character == " " { return keyboard.keys.first { $0.action == .space }?.id }
        let text = String(character)
        if let direct = keyboard.keys.first(where: { $0.output == text }) { return direct.id }
        if exact { return nil }
        if character.isLowercase,
            let same = keyboard.keys.first(where: { $0.output == shiftedForm(of: text, locale: keyboard.locale) }) { return same.id }
        guard let layout = layouts[keyboard.layoutID], let companionID = layout.latinCompanion,
              let companion = try? resolve(KeyboardRequest(layout: companionID.rawValue, device: keyboard.device, layer: .letters)),
              let letters = try? resolve(KeyboardRequest(layout: keyboard.layoutID.rawValue, device: keyboard.device,
                                                         layer: character.isUppercase ? .shifted : .letters))
        else { return nil }
        let inputs = { (resolved: ResolvedKeyboard) in resolved.keys.filter { if case .input = $0.action { true } else { false } } }
        // Only where the two keyboards have the same rows (as many, each at least as long as the
        // companion's, as Korean's and Russian's are): a keyboard of other rows (an imported
        // layout with a number row) is never guessed at.
        let shape = { (resolved: ResolvedKeyboard) in Dictionary(grouping: inputs(resolved), by: \.row).mapValues(\.count) }
        let (theirs, ours) = (shape(companion), shape(letters))
        guard theirs.count == ours.count, theirs.allSatisfy({ row, count in (ours[row] ?? 0) >= count }) else { return nil }
        let lower = text.lowercased()
        guard let target = inputs(companion).first(where: { $0.output == lower }),
              let column = inputs(companion).filter({ $0.row == target.row }).firstIndex(of: target) else { return nil }
        let mine = inputs(letters).filter { $0.row == target.row }
        return column < mine.count ? mine[column].id : nil
    }
}
