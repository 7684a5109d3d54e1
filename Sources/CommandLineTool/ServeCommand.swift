import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT and SIGTERM: the server stops at its next turn.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// `softkbd serve`: the web playground on 127.0.0.1.
enum ServeCommand: Command {
    static let name = "serve"
    static let abstract = "Serve the web playground on 127.0.0.1 (a tool for looking, not a web server)."
    static let discussion = """
        Serves one page with an HTML form (inputs of every type, inputmode, enterkeyhint,
        autocapitalize, autocorrect, autocomplete): each field shows the traits SoftKeyboard
        reads from its HTML and the keyboard it gets; focus a field and type, or click keys, and
        each key goes through the real keyboard session (autocorrection, pinyin, Hangul), with
        the candidate and suggestion bar.

        It listens on 127.0.0.1 only, answers one request at a time and closes each connection;
        requests over 64 KiB (16 KiB of headers), more than 200 a second, paths other than the
        page and its API, and anything malformed get an HTTP error. Ctrl-C stops it cleanly.
        --port 0 picks a free port; the address is printed on the first line.

        EXAMPLES:
          softkbd serve                     # http://127.0.0.1:8123/
          softkbd serve --port 0 --keyboards en-US,zh-Hans,ko-KR
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--port", valueName: "N", help: "The port (default 8123; 0: any free one)."),
        OptionSpec(name: "--keyboards", valueName: "ID,ID…", help: "The keyboards the globe button cycles through (default en-US,ko-KR,zh-Hans)."),
        LayoutOptions.layouts,
    ]

    static let maximumHeader = 16 * 1024
    static let maximumBody = 64 * 1024
    static let requestsPerSecond = 200

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let port: UInt16
        if let text = arguments.value("--port") {
            guard let value = UInt16(text) else { throw .usage("'--port \(text)': a port is a number from 0 to 65535", usage: usage) }
            port = value
        } else {
            port = 8123
        }
        let keyboards = (arguments.value("--keyboards") ?? "en-US,ko-KR,zh-Hans").split(separator: ",").map(String.init)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        for id in keyboards where catalog.layout(named: id) == nil {
            throw .usage("unknown layout '\(id)'\(didYouMean(id, in: catalog.layouts.keys.map(\.rawValue)))", usage: usage)
        }
        let playground = Playground(catalog: catalog, keyboards: keyboards)

        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard server >= 0 else { throw .failure("cannot open a socket: \(String(cString: strerror(errno)))") }
        defer { close(server) }
        var yes: Int32 = 1
        setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0 else { throw .failure("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))") }
        guard listen(server, 16) == 0 else { throw .failure("cannot listen: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(server, $0, &length) } }
        let actual = UInt16(bigEndian: address.sin_port)
        output.write("serving http://127.0.0.1:\(actual)/ (Ctrl-C stops)")

        stopRequested = 0
        signal(SIGINT) { _ in stopRequested = 1 }
        signal(SIGTERM) { _ in stopRequested = 1 }
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked (they would stay pending forever).
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        var window = (second: 0, count: 0)
        var served = 0
        while stopRequested == 0 {
            var poller = pollfd(fd: server, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let client = accept(server, nil, nil)
            guard client >= 0 else { continue }
            let now = Int(Date().timeIntervalSince1970)
            window = window.second == now ? (now, window.count + 1) : (now, 1)
            let response: Playground.Response
            if window.count > requestsPerSecond {
                response = .error(429, "more than \(requestsPerSecond) requests a second")
            } else {
                switch readRequest(client) {
                case .success(let request): response = playground.handle(method: request.method, path: request.path, body: request.body)
                case .failure(let error): response = .error(error.status, error.message)
                }
            }
            send(response, to: client)
            close(client)
            served += 1
        }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        output.write("stopped after \(served) requests")
    }

    struct Request { var method: String; var path: String; var body: [UInt8] }
    struct RequestError: Error { var status: Int; var message: String }

    /// Reads one HTTP/1.1 request within the limits, waiting at most two seconds for each part.
    static func readRequest(_ client: Int32) -> Result<Request, RequestError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        func more() -> Bool {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 2000) > 0 else { return false }
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            bytes += chunk.prefix(count)
            return true
        }
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            guard bytes.count <= maximumHeader else { return .failure(RequestError(status: 431, message: "headers over \(maximumHeader) bytes")) }
            guard more() else { return .failure(RequestError(status: 400, message: "incomplete request")) }
            headerEnd = bytes.indices.dropLast(3).first { bytes[$0..<($0 + 4)].elementsEqual(separator) }
        }
        guard let end = headerEnd, let head = String(validating: bytes[..<end], as: UTF8.self) else {
            return .failure(RequestError(status: 400, message: "headers are not UTF-8"))
        }
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .failure(RequestError(status: 400, message: "malformed request line")) }
        var contentLength = 0
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == "content-length" {
                guard let value = Int(pair[1].trimmingCharacters(in: .whitespaces)), value >= 0 else {
                    return .failure(RequestError(status: 400, message: "bad Content-Length"))
                }
                contentLength = value
            }
        }
        guard contentLength <= maximumBody else { return .failure(RequestError(status: 413, message: "bodies over \(maximumBody) bytes")) }
        while bytes.count - (end + 4) < contentLength {
            guard more() else { return .failure(RequestError(status: 400, message: "incomplete body")) }
        }
        let path = String(parts[1].split(separator: "?", maxSplits: 1).first ?? "")
        return .success(Request(method: String(parts[0]), path: path, body: Array(bytes[(end + 4)..<(end + 4 + contentLength)])))
    }

    static func send(_ response: Playground.Response, to client: Int32) {
        let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict", 413: "Content Too Large",
                       429: "Too Many Requests", 431: "Request Header Fields Too Large"]
        let body = Array(response.body.utf8)
        var bytes = Array(("HTTP/1.1 \(response.status) \(reasons[response.status] ?? "Error")\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8)
        bytes += body
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Glibc.send(client, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return }
            offset += sent
        }
    }
}
