import SourceDiagnostics

/// One HTTP/1.1 request as ``HTTPRequestReader`` reads it.
public struct HTTPRequest: Equatable, Sendable {
    /// The method as sent (`GET`, `POST`, `HEAD`…).
    public var method: String
    /// The path without its query (`/api/type` for `/api/type?x=1`); always starts with `/`.
    public var path: String
    /// Header names lower-cased, values trimmed; a repeated header keeps its first value.
    public var headers: [String: String]
    /// Exactly `Content-Length` bytes (empty without one).
    public var body: [UInt8]

    public init(method: String, path: String, headers: [String: String], body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }
}

/// What a request gets when it cannot be answered: an HTTP status and why, in words.
public struct HTTPError: Error, Equatable, Sendable {
    public var status: Int
    public var message: String

    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }
}

/// One answer. Every answer closes its connection (`Connection: close`), is never cached and
/// is never sniffed as another type.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var contentType: String
    public var body: String

    public init(status: Int, contentType: String, body: String) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON answer.
    public static func json(_ body: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: body)
    }

    /// An error as JSON: `{"error":"message"}`.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json("{\"error\":\(message.jsonQuoted)}", status: status)
    }

    public static func error(_ error: HTTPError) -> HTTPResponse { .error(error.status, error.message) }

    /// The reason phrases of the statuses the server uses (RFC 9110); others read "Error".
    static let reasons = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
                          408: "Request Timeout", 409: "Conflict", 413: "Content Too Large", 415: "Unsupported Media Type",
                          421: "Misdirected Request", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
                          500: "Internal Server Error", 501: "Not Implemented", 503: "Service Unavailable"]

    /// The bytes sent: status line, headers and (unless answering a HEAD request) the body.
    public func bytes(head: Bool = false) -> [UInt8] {
        let body = Array(self.body.utf8)
        var bytes = Array(("HTTP/1.1 \(status) \(Self.reasons[status] ?? "Error")\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: " +
              "close\r\n\r\n").utf8)
        if !head { bytes += body }
        return bytes
    }
}
