import InputMethodCore
import ZhuyinInputMethod

extension FuzzTargets {
    static let zhuyinEngine = try? ZhuyinEngine.bundled()

    /// A random stream into the zhuyin method, on the zhuyin keys or (the first byte odd) the
    /// pinyin letters: every bopomofo symbol and tone, letters and apostrophes, hardware keys by
    /// position, space, backspace, return, punctuation, candidate, follow-on and forget picks,
    /// the cursor commands, and learning on and off. The composition never passes its maximum,
    /// and return always leaves nothing marked.
    static func zhuyin(_ bytes: [UInt8]) {
        guard let zhuyinEngine else { preconditionFailure("the zhuyin model cannot be loaded") }
        guard let first = bytes.first else { return }
        let keys: ZhuyinInputMethod.Keys = first % 2 == 0 ? .bopomofo : .pinyin
        let method = ZhuyinInputMethod(engine: zhuyinEngine, keys: keys)
        method.activate(storage: MemoryStorage())
        let symbols = (BopomofoSyllable.consonants + BopomofoSyllable.medials + BopomofoSyllable.rhymes + BopomofoSyllable.toneMarks)
            .map(String.init)
        let letters = Array("abcdefghijklmnopqrstuvwxyz'").map(String.init)
        let hardware = Array("1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-").map(String.init)
        var reader = ByteReader(Array(bytes.dropFirst()))
        var context = InputContext(textBefore: "我們", locale: "zh-Hant-TW")
        while !reader.isEmpty {
            let b = reader.byte()
            let event: InputEvent
            switch b % 64 {
            case 0..<41: event = .key(KeyInput(output: keys == .bopomofo ? symbols[Int(b % 64) % symbols.count]
                                                                        : letters[Int(b % 64) % letters.count]))
            case 41..<46: event = .key(KeyInput(output: hardware[Int(reader.byte()) % hardware.count], isHardware: true))
            case 46, 47, 48: event = .backspace
            case 49, 50: event = .space
            case 51: event = .return
            case 52, 53: event = .selectCandidate(Int(reader.byte() % 12))
            case 54: event = .selectFollowOn(Int(reader.byte() % 9))
            case 55: event = .forgetCandidate(Int(reader.byte() % 12))
            case 56: event = .key(KeyInput(output: "，"))
            case 57: event = .command("previous-segment")
            case 58: event = .command("next-segment")
            case 59:
                context.isLearningAllowed.toggle()
                continue
            default: event = .key(KeyInput(output: letters[Int(b) % letters.count]))
            }
            guard let result = try? method.handle(event, context: context) else { continue }
            if let commit = result.commit { context.textBefore = String((context.textBefore + commit).suffix(32)) }
            let marked = result.markedText ?? ""
            precondition(marked.count <= 2 * ZhuyinInputMethod.maximumComposition + 8, "marked text of \(marked.count) characters")
            if let selection = result.markedSelection { precondition(selection.upperBound <= marked.utf16.count) }
            _ = try? method.candidates(page: Int(b % 3), pageSize: 9)
        }
        let end = try? method.handle(.return, context: context)
        precondition(end == nil || end?.markedText ?? "" == "", "return left marked text")
    }
}
