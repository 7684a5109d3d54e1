import LocalHTTPServer
import Testing

@Suite("HTTP answers as sent")
struct HTTPMessageTests {
    @Test("an answer's bytes: status line, length, no caching or sniffing, closed; HEAD without the body")
    func bytes() {
        let response = HTTPResponse(status: 404, contentType: "text/plain", body: "né")
        let text = String(decoding: response.bytes(), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n"))
        #expect(text.contains("Cache-Control: no-store\r\n") && text.contains("X-Content-Type-Options: nosniff\r\n")
                && text.contains("Connection: close\r\n"))
        #expect(text.hasSuffix("\r\n\r\nné"))
        let head = String(decoding: response.bytes(head: true), as: UTF8.self)
        #expect(head.hasSuffix("Connection: close\r\n\r\n") && head.contains("Content-Length: 3\r\n"),
                "HEAD keeps the length, drops the body")
        #expect(String(decoding: HTTPResponse(status: 599, contentType: "x", body: "").bytes(),
                       as: UTF8.self).hasPrefix("HTTP/1.1 599 Error\r\n"))
    }

    @Test("errors are JSON whatever their message holds")
    func errorJSON() {
        let response = HTTPResponse.error(403, "from 'a\"b\\c\u{1B}[31m\n'")
        #expect(response.status == 403 && response.contentType == "application/json; charset=utf-8")
        #expect(response.body == #"{"error":"from 'a\"b\\c\u001B[31m\n'"}"#)
        #expect(HTTPResponse.error(HTTPError(status: 431, message: "big")) == .error(431, "big"))
    }
}
