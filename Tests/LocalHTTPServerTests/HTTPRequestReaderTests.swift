import LocalHTTPServer
import Testing
import _TestSupport

@Suite("Reading HTTP requests within limits")
struct HTTPRequestReaderTests {
    func read(_ text: [UInt8], pieces: Int = 1) -> HTTPRequestReader.State {
        var reader = HTTPRequestReader()
        var state = HTTPRequestReader.State.needMore
        let size = max(1, text.count / pieces)
        var rest = text[...]
        while !rest.isEmpty {
            state = reader.feed(rest.prefix(size))
            rest = rest.dropFirst(size)
            if state != .needMore { return state }
        }
        return state
    }

    func status(_ state: HTTPRequestReader.State) -> Int? {
        switch state {
        case .needMore: nil
        case .complete: 200
        case .failed(let error): error.status
        }
    }

    @Test("a request read whole or a byte at a time is the same request")
    func pieces() throws {
        let text = Array(("POST /api/type?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nContent-Type: application/json\r\n" +
                          "Content-Length: 12\r\n\r\n{\"text\":\"a\"}").utf8)
        guard case .complete(let whole) = read(text) else { Issue.record("not complete"); return }
        #expect(whole.method == "POST" && whole.path == "/api/type" && whole.headers["host"] == "127.0.0.1:8123")
        #expect(whole.body == Array("{\"text\":\"a\"}".utf8))
        #expect(read(text, pieces: text.count) == .complete(whole))
        #expect(read(Array(text.dropLast())) == .needMore)
    }

    @Test("the 16 KiB header limit holds exactly, and for many short lines")
    func headerLimit() {
        let start = "GET / HTTP/1.1\r\nX: "
        let fits = start + String(repeating: "a", count: HTTPRequestReader.maximumHeader - start.utf8.count - 4) + "\r\n\r\n"
        #expect(fits.utf8.count == HTTPRequestReader.maximumHeader && status(read(Array(fits.utf8))) == 200)
        let over = start + String(repeating: "a", count: HTTPRequestReader.maximumHeader - start.utf8.count - 3) + "\r\n\r\n"
        #expect(status(read(Array(over.utf8))) == 431)
        #expect(status(read(Array(("GET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\n\r\n").utf8), pieces: 7)) == 431)
        #expect(status(read(Array(("GET / HTTP/1.1\r\n" + String(repeating: "X: y\r\n", count: 2_000) + "\r\n").utf8))) == 431)
        #expect(status(read(Array(("GET / HTTP/1.1\r\n" + String(repeating: "X: y\r\n", count: 100) + "\r\n").utf8))) == 200)
    }

    @Test("chunked bodies, bad lengths, big bodies and malformed lines are HTTP errors", arguments: [
        ("POST /api/type HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400), ("POST / HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n", 400),
        // A second Host or Origin could name another place than the one the gate reads.
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nHost: evil.example\r\n\r\n", 400),
        ("POST /api/x HTTP/1.1\r\nOrigin: http://127.0.0.1:8080\r\norigin: http://evil.example\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 70000\r\n\r\n", 413), ("NONSENSE\r\n\r\n", 400), ("GET noslash HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nno colon\r\n\r\n", 400), ("GET / HTTP/2\r\n\r\n", 400),
    ])
    func errors(text: String, expected: Int) {
        #expect(status(read(Array(text.utf8))) == expected)
    }

    @Test("random bytes: never a crash, and never more than the limit held without an answer (2,000 seeded inputs)")
    func random() {
        var random = SeededGenerator.fromEnvironment(fallback: 30)
        let pieces = ["GET ", "POST ", "/", "/api/", " HTTP/1.1", "\r\n", "\r\n\r\n", "Content-Length: ", "12", "Host: ", ":", " ", "x",
                      "\u{0}", "é"]
        for _ in 0..<2_000 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                text += Array((pieces.randomElement(using: &random) ?? "").utf8)
                if Bool.random(using: &random) { text.append(UInt8.random(in: 0...255, using: &random)) }
            }
            let state = read(text, pieces: Int.random(in: 1...5, using: &random))
            if state == .needMore { #expect(text.count < HTTPRequestReader.maximumHeader + HTTPRequestReader.maximumBody) }
        }
    }
}
