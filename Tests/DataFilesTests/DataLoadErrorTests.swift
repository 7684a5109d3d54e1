import DataFiles
import Testing

@Suite("DataLoadError: one error for mapped data")
struct DataLoadErrorTests {
    @Test("each problem says what the file is, where, and what is wrong")
    func descriptions() {
        #expect(DataLoadError(.corrupt("file too small"), in: "the lexicon", at: "/x/en.lexicon").description
                    == "the lexicon /x/en.lexicon is damaged: file too small")
        let closed = DataLoadError(.cannotOpen(reason: nil), in: "the pinyin model", at: "/m")
        #expect(closed.description == "cannot open the pinyin model at /m")
        let missing = DataLoadError(.notFound("nowhere: looked in a, b"), in: "the pinyin model", at: "")
        #expect(missing.description == "nowhere: looked in a, b")
    }

    @Test("a mapped file's failure: truncated is damaged data, the rest cannot be opened")
    func fromMappedFile() {
        let truncated = DataLoadError(MappedFile.Error.truncated(path: "/m", offset: 12), in: "the Japanese model", at: "/m")
        #expect(truncated.isCorrupt && truncated.description == "the Japanese model /m is damaged: truncated or damaged at byte 12")
        let fifo = DataLoadError(MappedFile.Error.notAFile(path: "/f", kind: "a FIFO (named pipe)"), in: "the lexicon", at: "/f")
        #expect(!fifo.isCorrupt && fifo.description == "cannot open the lexicon at /f: it is a FIFO (named pipe), not a file")
        let unopened = DataLoadError(MappedFile.Error.cannotOpen("/n"), in: "the lexicon", at: "/n")
        #expect(unopened.description == "cannot open the lexicon at /n")
    }
}
