/// Reads one HTTP/1.1 request from bytes as they arrive, within the playground server's limits:
/// the request line and headers at most ``maximumHeader`` bytes (the blank line included), a
/// body of at most ``maximumBody`` bytes given by `Content-Length`. What it cannot take is an
/// HTTP error: 431 for headers over the limit (however they are split: one long line, or more
/// than ``maximumHeaderLines`` short ones), 413 for a large body, 501 for a `Transfer-Encoding` (chunked bodies
/// are not read; a length is required), 400 for the malformed. No I/O: the server feeds it, the
/// tests and the fuzz-style test drive it with any bytes.
public struct HTTPRequestReader: Sendable {
    public enum State: Equatable, Sendable {
        case needMore
        case complete(HTTPRequest)
        case failed(HTTPError)
    }

    public static let maximumHeader = 16 * 1024
    public static let maximumBody = 64 * 1024
    /// Header lines one request may have (a browser sends about 20).
    public static let maximumHeaderLines = 100
    /// Headers a request may carry once (the request gate decides by them).
    static let singleHeaders: Set<String> = ["host", "origin", "content-type"]

    private var bytes: [UInt8] = []
    private var head: (request: HTTPRequest, bodyStart: Int, length: Int)?
    /// Where the search for the blank line resumes (so a request read in pieces is scanned once).
    private var scanned = 0

    /// Takes the bytes read so far and says whether the request is complete.
    ///
    /// - Complexity: O(*n*) over all the bytes fed, however they are split.
    public init() {}

    public mutating func feed(_ more: some Collection<UInt8>) -> State {
        bytes.append(contentsOf: more)
        if head == nil {
            var end: Int?
            var index = max(0, scanned - 3)
            while index + 4 <= bytes.count, index + 4 <= Self.maximumHeader {
                if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { end = index; break }
                index += 1
            }
            scanned = bytes.count
            guard let end else {
                if bytes.count >= Self.maximumHeader { return .failed(HTTPError(status: 431,
                                                                                message: "the request line and headers are over " +
                                                                                         "\(Self.maximumHeader) bytes")) }
                return .needMore
            }
            switch Self.parseHead(bytes[..<end]) {
            case .failure(let failure): return .failed(failure)
            case .success(let parsed): head = (parsed.request, end + 4, parsed.length)
            }
        }
        guard let head else { return .needMore }
        guard bytes.count - head.bodyStart >= head.length else { return .needMore }
        var request = head.request
        request.body = Array(bytes[head.bodyStart..<(head.bodyStart + head.length)])
        return .complete(request)
    }

    private static func parseHead(_ raw: ArraySlice<UInt8>) -> Result<(request: HTTPRequest, length: Int), HTTPError> {
        guard let text = String(validating: raw,
                                as: UTF8.self) else { return .failure(HTTPError(status: 400, message: "headers are not UTF-8")) }
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            return .failure(HTTPError(status: 400, message: "malformed request line"))
        }
        guard lines.count - 1 <= maximumHeaderLines else {
            return .failure(HTTPError(status: 431, message: "more than \(maximumHeaderLines) header lines"))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .failure(HTTPError(status: 400, message: "malformed header line")) }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { return .failure(HTTPError(status: 400, message: "malformed header name")) }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if name == "content-length", let earlier = headers[name], earlier != value {
                return .failure(HTTPError(status: 400, message: "two different Content-Length headers"))
            }
            // The headers the gate decides by are taken once: a second Host or Origin could say
            // another thing than the one the gate read.
            if Self.singleHeaders.contains(name), headers[name] != nil {
                return .failure(HTTPError(status: 400, message: "more than one \(name) header"))
            }
            if headers[name] == nil { headers[name] = value }
        }
        if headers["transfer-encoding"] != nil {
            return .failure(HTTPError(status: 501, message: "Transfer-Encoding is not supported: send the body with a Content-Length"))
        }
        var length = 0
        if let value = headers["content-length"] {
            guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit), value.count <= 9, let number = Int(value) else {
                return .failure(HTTPError(status: 400, message: "bad Content-Length"))
            }
            length = number
        }
        guard length <= maximumBody else { return .failure(HTTPError(status: 413, message: "bodies over \(maximumBody) bytes")) }
        let path = String(parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        return .success((HTTPRequest(method: String(parts[0]), path: path, headers: headers, body: []), length))
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }),
            let last = lastIndex(where: { !characters.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
