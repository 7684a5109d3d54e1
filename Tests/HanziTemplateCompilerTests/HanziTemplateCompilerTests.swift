import DataFiles
import HandwritingInputMethod
import HanziTemplateCompiler
import Testing

@Suite("Templates compiled from stroke medians")
struct HanziTemplateCompilerTests {
    final class Bytes: @unchecked Sendable {
        let pointer: UnsafeMutableRawBufferPointer
        init(_ bytes: [UInt8]) {
            pointer = .allocate(byteCount: bytes.count, alignment: 16)
            pointer.copyBytes(from: bytes)
        }
        deinit { pointer.deallocate() }
    }

    @Test("characters in file order, notices skipped; the file the recognizer maps reads them back")
    func compile() throws {
        let medians = """
            {"notice": "from Make Me a Hanzi"}
            {"char": "十", "medians": [[[100, 500], [900, 500]], [[500, 100], [500, 900]]], "tgscc": 1}
            {"char": "丁", "medians": [[[100, 200], [900, 200]], [[500, 200], [500, 900], [400, 850]]]}
            """
        let compiled = try HanziTemplateCompiler.compile(medians: medians, file: "m.jsonl")
        #expect(compiled.characters == 2)
        let bytes = Bytes(compiled.bytes)
        let templates = try HanziTemplates(file: MappedFile(memory: UnsafeRawBufferPointer(bytes.pointer), name: "compiled", owner: bytes))
        #expect(templates.count == 2)
        let ten = try #require(templates.index(of: "十"))
        #expect(templates.strokes(ten).count == 2 && templates.isSimplifiedStandard(ten))
        let ding = try #require(templates.index(of: "丁"))
        #expect(templates.strokes(ding).map(\.count) == [2, 3] && !templates.isSimplifiedStandard(ding))
    }

    @Test("a line that is not JSON, or names no single character with medians, is an error at its line")
    func errors() {
        #expect(throws: HanziTemplateCompiler.Failure(message: "m.jsonl:2: not a JSON object")) {
            try HanziTemplateCompiler.compile(medians: "{}\nnot json\n", file: "m.jsonl")
        }
        #expect(throws: HanziTemplateCompiler.Failure(message: "m.jsonl:1: expected \"char\" (one character) and \"medians\"")) {
            try HanziTemplateCompiler.compile(medians: #"{"char": "十十", "medians": []}"#, file: "m.jsonl")
        }
    }
}
