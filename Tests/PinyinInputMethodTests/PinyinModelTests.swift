#if canImport(Glibc)
import Glibc
#endif
import Foundation
import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

@Suite("PinyinModel")
struct PinyinModelTests {
    static let model = PinyinModel.bundledPath().flatMap { try? PinyinModel(path: $0) }

    func model() throws -> PinyinModel { try #require(Self.model, "the bundled model should load") }

    @Test("a model an app read into its own memory converts as the bundled file does")
    func fromMemory() throws {
        let path = try #require(PinyinModel.bundledPath())
        let handle = try #require(FileHandle(forReadingAtPath: path))
        let data = handle.readDataToEndOfFile()
        final class Owner: @unchecked Sendable {
            let bytes: UnsafeMutableRawBufferPointer
            init(_ data: Data) {
                bytes = .allocate(byteCount: data.count, alignment: 16)
                bytes.copyBytes(from: data)
            }
            deinit { bytes.deallocate() }
        }
        let owner = Owner(data)
        let file = try MappedFile(memory: UnsafeRawBufferPointer(owner.bytes), name: "app's pinyin model", owner: owner)
        let engine = PinyinEngine(model: try PinyinModel(file: file))
        #expect(engine.convert(text: "nihao") == "你好")
        var damaged = Array(data.prefix(64))
        damaged[0] = 0
        let bad = Owner(Data(damaged))
        #expect(throws: (any Error).self) { try PinyinModel(file: MappedFile(memory: UnsafeRawBufferPointer(bad.bytes), name: "bad",
                                                                             owner: bad)) }
    }

    @Test("words round-trip between id and text; unknown text has no id")
    func words() throws {
        let m = try model()
        #expect(m.wordCount > 100_000)
        for id in stride(from: 3, to: m.wordCount, by: 997) {
            #expect(m.word(m.text(of: UInt32(id))) == UInt32(id))
        }
        #expect(m.word("北京") != nil)
        #expect(m.word("") == nil)
        #expect(m.word("北京北京北京北京") == nil)
        #expect(m.words(extending: "北京").contains(Int(try #require(m.word("北京大学")))))
    }

    @Test("probabilities are log10 values in range; a listed bigram beats an unseen pair; trigrams back off")
    func probabilities() throws {
        let m = try model()
        let beijing = try #require(m.word("北京")), daxue = try #require(m.word("大学")), ni = try #require(m.word("你"))
        let xiexie = try #require(m.word("谢谢"))
        for value in [m.unigram(beijing), m.bigram(beijing, daxue), m.bigram(xiexie, ni)] {
            #expect(value < 0 && value > -20)
        }
        #expect(m.bigram(xiexie, ni) > m.unigram(ni))
        // Without a context the trigram is the bigram.
        #expect(m.trigram(-1, beijing, daxue) == m.bigram(beijing, daxue))
        // A context that exists answers for listed and unlisted thirds alike, within range.
        let start = PinyinModel.bos
        let context = m.context(start, beijing)
        try #require(context >= 0, "北京 at a sentence start continues into trigrams")
        #expect(m.trigram(context, beijing, daxue) > -20)
        #expect(m.trigram(context, beijing, PinyinModel.eos) < 0)
        // An unknown pair of words has no context.
        #expect(m.context(PinyinModel.unk, PinyinModel.unk) == -1)
    }

    @Test("missing, foreign, old and truncated files are reported, never read")
    func badFiles() throws {
        let path = try #require(PinyinModel.bundledPath())
        #expect(throws: PinyinModel.LoadError.self) { try PinyinModel(path: "/nonexistent/pinyin.model") }
        let bytes = try #require(read(path))
        let scratch = "/tmp/softkbd-model-\(getpid())"
        defer { unlink(scratch) }
        func load(_ data: [UInt8]) -> String? {
            write(data, to: scratch)
            do { _ = try PinyinModel(path: scratch); return nil } catch { return error.description }
        }
        #expect(load([]) != nil)
        let foreign = "the pinyin model \(scratch) is damaged: not a SoftKeyboard pinyin model"
        #expect(load(Array("not a model at all, just text".utf8)) == foreign)
        var old = Array(bytes.prefix(64))
        old[4] = 2
        #expect(load(old)?.contains("unsupported version") == true)
        // Cut at many points across every section: each is an error, none a crash.
        for fraction in stride(from: 0.0, to: 1.0, by: 1.0 / 40) {
            let cut = Int(Double(bytes.count) * fraction)
            #expect(load(Array(bytes.prefix(cut))) != nil, "truncated at \(cut) of \(bytes.count) bytes")
        }
        #expect(load(bytes) == nil)
    }

    @Test("damaged tables are errors at load, not traps at a lookup: zero-filled, a word offset, a trie's syllable")
    func damagedTables() throws {
        let path = try #require(PinyinModel.bundledPath())
        let bytes = try #require(read(path))
        let scratch = "/tmp/softkbd-model-damaged-\(getpid())"
        defer { unlink(scratch) }
        func load(_ data: [UInt8]) -> String? {
            write(data, to: scratch)
            do { _ = try PinyinModel(path: scratch); return nil } catch { return error.description }
        }
        #expect(load([UInt8](repeating: 0, count: bytes.count)) == "the pinyin model \(scratch) is damaged: not a SoftKeyboard pinyin "
                    + "model")
        // The word offsets follow the header, the syllable names and six codebooks of 256 floats.
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        let syllableBytes = u32(12)
        let wordsAt = 16 + (syllableBytes + 3) / 4 * 4 + 6 * 256 * 4
        let offsetsAt = wordsAt + 4
        #expect(u32(wordsAt) > 1000, "the word count is where the format says")
        var reversed = bytes
        for index in 0..<3 { reversed[offsetsAt + 3 * 5 + index] = 0xFF }   // the sixth word starts past everything
        #expect(load(reversed) == "the pinyin model \(scratch) is damaged: word offsets decrease or overrun at 5")
        // Bytes flipped across the whole file: each load is a model or an error, never a trap.
        var generator = SeededGenerator(seed: 46)
        for _ in 0..<12 {
            var flipped = bytes
            for _ in 0..<8 { flipped[Int.random(in: 16..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator) }
            if load(flipped) == nil {
                _ = PinyinEngine(model: try PinyinModel(path: scratch)).convert(text: "zhongguorenmin")
            }
        }
    }

    private func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { return result }
            result.append(contentsOf: chunk[..<count])
        }
    }

    private func write(_ bytes: [UInt8], to path: String) {
        let file = fopen(path, "wb")
        _ = fwrite(bytes, 1, bytes.count, file)
        fclose(file)
    }
}
