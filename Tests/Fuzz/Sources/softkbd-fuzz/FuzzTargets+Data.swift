import Autocorrection
import DataFiles
import Emoji
import Foundation
import HandwritingInputMethod
import JapaneseInputMethod
import LanguageModel
import PinyinInputMethod
import ZhuyinInputMethod

extension FuzzTargets {
    /// One shipped data file, its bytes kept to be damaged and put back.
    final class DataSample: @unchecked Sendable {
        let name: String
        var bytes: [UInt8]

        init(_ name: String, path: String?) {
            self.name = name
            bytes = path.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? []
        }
    }

    /// The readers' real inputs: every mapped model format, damaged from there.
    nonisolated(unsafe) static let dataSamples: [DataSample] = [
        DataSample("pinyin.model", path: PinyinModel.bundledPath()),
        DataSample("japanese.model", path: JapaneseModel.bundledPath()),
        DataSample("zhuyin.model", path: ZhuyinModel.bundledPath()),
        DataSample("hanzi.templates", path: HanziTemplates.bundledPath()),
        DataSample("en.lexicon", path: Lexicon.bundledPath(language: "en")),
        DataSample("fil.lm", path: NgramModel.bundledDirectory().map { $0 + "/fil.lm" }),
        DataSample("emoji.catalog", path: BundledData.locate(EmojiData.bundledFolder).map { $0.path + "/emoji.catalog" }),
        DataSample("en.annotations", path: BundledData.locate(EmojiData.bundledFolder).map { $0.path + "/en.annotations" }),
    ]

    /// A shipped data file damaged as the bytes say, then read: the first byte picks the file;
    /// the second cuts it (bit 1: to a length the next three bytes give) or zeroes it (bit 2);
    /// each five bytes after flip a byte (an offset, a mask). Every reader gives a model or an
    /// error, never a trap, and a model that reads answers a look-up.
    static func data(_ input: [UInt8]) {
        guard input.count >= 2 else { return }
        let sample = dataSamples[Int(input[0]) % dataSamples.count]
        guard !sample.bytes.isEmpty else { return }
        var bytes = sample.bytes
        if input[1] & 2 != 0 { bytes = [UInt8](repeating: 0, count: bytes.count) }
        var rest = input[2...]
        if input[1] & 1 != 0, rest.count >= 3 {
            let length = Int(rest[rest.startIndex]) | Int(rest[rest.startIndex + 1]) << 8 | Int(rest[rest.startIndex + 2]) << 16
            bytes.removeLast(bytes.count - length % (bytes.count + 1))
            rest = rest.dropFirst(3)
        }
        while rest.count >= 5, !bytes.isEmpty {
            let p = rest.startIndex
            let offset = Int(rest[p]) | Int(rest[p + 1]) << 8 | Int(rest[p + 2]) << 16 | Int(rest[p + 3]) << 24
            bytes[offset % bytes.count] ^= rest[p + 4] == 0 ? 0xFF : rest[p + 4]
            rest = rest.dropFirst(5)
        }
        read(sample.name, bytes)
    }

    /// Reads `bytes` as the file `name`, and asks what it has.
    static func read(_ name: String, _ bytes: [UInt8]) {
        final class Owner: @unchecked Sendable {
            let memory: UnsafeMutableRawBufferPointer
            init(_ bytes: [UInt8]) {
                memory = .allocate(byteCount: max(bytes.count, 1), alignment: 16)
                memory.copyBytes(from: bytes)
            }
            deinit { memory.deallocate() }
        }
        let owner = Owner(bytes)
        guard let file = try? MappedFile(memory: UnsafeRawBufferPointer(rebasing: owner.memory[..<bytes.count]), name: name,
                                         owner: owner) else { return }
        switch name {
        case "pinyin.model":
            if let model = try? PinyinModel(file: file) { _ = PinyinEngine(model: model).convert(text: "zhongguorenmin") }
        case "japanese.model":
            if let model = try? JapaneseModel(file: file) { _ = JapaneseEngine(model: model).convert("とうきょうにいきます") }
        case "zhuyin.model":
            if let model = try? ZhuyinModel(file: file),
               case .success(let syllables) = ReadingSyllable.parse("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ") {
                let engine = ZhuyinEngine(model: model)
                _ = engine.candidates(syllables, at: 5)
                _ = engine.followOns(after: engine.convert(syllables), syllables, limit: 8)
            }
        case "hanzi.templates":
            if let templates = try? HanziTemplates(file: file) {
                let stroke = (0..<12).map { InkPoint(x: Double($0) * 8, y: 50) }
                _ = HandwritingRecognizer(templates: templates).recognize([stroke])
            }
        case "en.lexicon":
            if let lexicon = try? Lexicon(file: file) {
                _ = lexicon.entry(for: "the")
                _ = lexicon.completions(of: "th", limit: 8)
            }
        case "fil.lm":
            if let model = try? NgramModel(file: file) {
                let history = [model.sentenceStart, model.id(of: "ang") ?? model.unknownWord]
                for prediction in model.predictions(after: history, prefix: "ka", limit: 5) {
                    precondition(prediction.id < model.wordCount && prediction.logProbability <= 0.01)
                }
                _ = model.predictions(after: [model.unknownWord, model.sentenceStart], limit: 3)
            }
        case "emoji.catalog":
            if let catalog = try? EmojiCatalog(file: file) {
                for entry in 0..<min(catalog.count, 64) { _ = catalog.variants(of: catalog.base(of: entry)) }
                _ = catalog.index(of: "🍕")
            }
        default:
            // The annotations are read from a path, against the shipped catalog.
            let path = NSTemporaryDirectory() + "softkbd-fuzz-\(getpid()).annotations"
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            defer { unlink(path) }
            guard let data = try? EmojiData.bundled(), let annotations = try? EmojiAnnotations(path: path, entryCount: data.catalog.count)
            else { return }
            precondition(annotations.termCount >= 0 && annotations.locale.utf8.count < 1 << 16)
        }
    }
}
