import DataFiles
import Foundation
import Testing

@Suite("BoundedInput: files and streams read within limits")
struct BoundedInputTests {
    func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "softkbd-bounded-\(UInt32.random(in: 0...UInt32.max))"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    func problem(_ body: () throws(BoundedInput.Problem) -> String) -> BoundedInput.Problem? {
        do { _ = try body(); return nil } catch { return error }
    }

    @Test("a file: its text; past the limit, a folder, a missing path or bytes that are not UTF-8 are said")
    func files() throws {
        try withFile(Array("héllo".utf8)) { path in
            let text = try BoundedInput.text(ofFile: path, limit: 100)
            #expect(text == "héllo")
            #expect(problem { () throws(BoundedInput.Problem) in try BoundedInput.text(ofFile: path, limit: 3) }?.description
                        == "cannot read \(path): the file is 6 bytes; the limit is 3")
        }
        try withFile([0x61, 0x62, 0xC3, 0x28]) { path in
            #expect(problem { () throws(BoundedInput.Problem) in try BoundedInput.text(ofFile: path, limit: 100) }
                        == .notUTF8(path, byte: 3))
        }
        #expect(problem { () throws(BoundedInput.Problem) in try BoundedInput.text(ofFile: "/tmp", limit: 100) }?.description
                    == "cannot read /tmp: is a directory")
        #expect(problem { () throws(BoundedInput.Problem) in try BoundedInput.text(ofFile: "/no/such", limit: 100) }?.description
                    == "cannot read /no/such: no such file or directory")
    }

    @Test("a stream read whole, held to its limit")
    func readAll() throws {
        let text = try BoundedInput.readAll(.text("abc"), limit: 3)
        #expect(text == "abc")
        #expect(problem { () throws(BoundedInput.Problem) in try BoundedInput.readAll(.text("abcd"), limit: 3) }?.description
                    == "standard input is larger than 3 bytes, the most this command reads")
    }

    @Test("lines: LF and CRLF, empty lines, a last line without a break; long lines and bad bytes named by line")
    func lines() throws {
        var seen: [String] = []
        try BoundedInput.forEachLine(of: .text("a\r\n\nb"), maximumLine: 10) { seen.append($0) }
        #expect(seen == ["a", "", "b"])
        // A line in a stream read in pieces smaller than it.
        let long = String(repeating: "x", count: 70_000) + "\nshort"
        seen = []
        try BoundedInput.forEachLine(of: .text(long), maximumLine: 80_000) { seen.append($0) }
        #expect(seen.map(\.count) == [70_000, 5])
        do {
            try BoundedInput.forEachLine(of: .text("ok\n" + String(repeating: "y", count: 20)), maximumLine: 10) { _ in }
            Issue.record("a line past the limit was taken")
        } catch {
            guard case .input(let problem) = error else { Issue.record("\(error)"); return }
            #expect(problem == .lineTooLong("standard input", line: 2, limit: 10))
        }
        struct Stop: Error {}
        do {
            try BoundedInput.forEachLine(of: .text("a\nb"), maximumLine: 10) { (line: String) throws(Stop) in
                if line == "b" { throw Stop() }
            }
            Issue.record("the body's error was lost")
        } catch {
            guard case .body = error else { Issue.record("\(error)"); return }
        }
    }
}
