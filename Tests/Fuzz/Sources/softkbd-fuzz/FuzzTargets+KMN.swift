import KeymanKeyboard

extension FuzzTargets {
    /// Keys a fuzzed keystroke byte picks from (its top two bits: Shift, then Caps Lock or Ctrl).
    static let kmnKeys = ["K_A", "K_E", "K_I", "K_O", "K_Q", "K_X", "K_1", "K_2", "K_QUOTE", "K_COLON", "K_BKQUOTE", "K_SLASH",
                          "K_SPACE", "K_BKSP", "K_ENTER", "K_LBRKT", "K_HYPHEN", "K_EQUAL", "K_PERIOD", "K_COMMA", "K_BKSLASH",
                          "T_X", "U_0259", "K_F1", "K_CAPS"].compactMap { VirtualKey($0) }

    /// A `.kmn` program (the bytes before the first 0) read, then typed with by the keystrokes
    /// after it: every finding inside the file, a program only without errors, and every
    /// keystroke ends with deadkeys the program has. A file the program includes
    /// (`&includecodes`) reads as the program's own text.
    static func kmn(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let text = String(decoding: bytes[..<split], as: UTF8.self)
        let (program, diagnostics) = KMNReader.read(text, file: "fuzz.kmn", include: { _ in text })
        let lines = text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
        for diagnostic in diagnostics where diagnostic.range.file == "fuzz.kmn" {
            precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.line <= lines && diagnostic.range.start.column >= 1
                         && diagnostic.range.start.offset <= text.unicodeScalars.count, "outside the file: \(diagnostic.formatted)")
        }
        precondition((program == nil) == diagnostics.contains { $0.severity == .error }, "a program with errors, or none without")
        guard let program else { return }
        var processor = KeymanProcessor(program: program)
        var context: [KeymanProcessor.ContextItem] = []
        for byte in bytes[min(split + 1, bytes.count)...].prefix(64) {
            var modifiers: KeymanModifiers = []
            if byte & 0x80 != 0 { modifiers.insert(.shift) }
            if byte & 0x40 != 0 { modifiers.insert(byte & 1 == 0 ? .capsLock : .leftCtrl) }
            _ = processor.process(kmnKeys[Int(byte & 0x3F) % kmnKeys.count], modifiers: modifiers, context: &context)
            for item in context { if case .deadkey(let id) = item { precondition(id >= 0 && id < program.deadkeys.count) } }
            // Bounded work: a context grows by at most what 64 nested groups can output.
            if context.count > 100_000 { context.removeFirst(context.count - 1_000) }
        }
    }
}
