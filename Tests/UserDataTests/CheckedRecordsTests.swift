import UserData
import Testing

@Suite("CheckedRecords: the framing of stored text")
struct CheckedRecordsTests {
    @Test("records round-trip with their line numbers")
    func roundTrip() throws {
        let bytes = CheckedRecords.encode(["a\t1", "b\t2"], format: "fmt 1")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("fmt 1\na\t1\nb\t2\nend 2 "))
        let records = try CheckedRecords.decode(bytes, format: "fmt 1")
        #expect(records.map(\.line) == [2, 3] && records.map(\.record) == ["a\t1", "b\t2"])
        #expect(try CheckedRecords.decode(CheckedRecords.encode([], format: "fmt 1"), format: "fmt 1").isEmpty)
    }

    @Test("a wrong header, truncation, damage, a wrong count and bad UTF-8 are named by line")
    func damage() {
        let bytes = CheckedRecords.encode(["a", "b"], format: "fmt 1")
        func reason(_ data: [UInt8], format: String = "fmt 1") -> CheckedRecords.DecodingError? {
            do { _ = try CheckedRecords.decode(data, format: format); return nil } catch { return error }
        }
        #expect(reason(bytes, format: "fmt 2") == .init(line: 1, reason: "expected 'fmt 2'"))
        #expect(reason([]) == .init(line: 1, reason: "the file is empty"))
        #expect(reason(Array(bytes.prefix(8))) == .init(line: 2, reason: "expected 'end <count> <hash>' (the file is truncated)"))
        var flipped = bytes
        flipped[6] = UInt8(ascii: "z")
        #expect(reason(flipped) == .init(line: 4, reason: "the hash does not match the contents (the file is damaged)"))
        var body = Array("fmt 1\na\n".utf8)
        body += "end 5 \(String(CheckedRecords.fnv1a(body), radix: 16))\n".utf8
        #expect(reason(body) == .init(line: 3, reason: "5 entries declared, 1 found"))
        var invalid = Array("fmt 1\n\u{FF}\n".utf8)
        invalid[6] = 0xFF
        invalid += "end 1 0\n".utf8
        #expect(reason(invalid) == .init(line: 1, reason: "the file is not UTF-8"))
    }
}
