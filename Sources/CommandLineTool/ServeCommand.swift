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

        It listens on 127.0.0.1 only and answers only requests addressed to it (a Host of
        127.0.0.1:PORT or localhost:PORT; others get 421), so no web page can reach it through
        DNS rebinding; the API takes only Content-Type application/json (415 otherwise) from no
        Origin or its own (403 otherwise), so no other site's form can drive it. It holds up to
        16 connections at once, each with 5 seconds to send its whole request (408 after that;
        a 17th closes the oldest waiting one with 503), so slow clients cannot stall the others; requests over
        64 KiB (16 KiB of request line and headers: 431), more than 200 a second, chunked
        bodies (501), paths other than the page and its API, and anything malformed get an HTTP
        error, and each connection is closed after its answer. Ctrl-C stops it cleanly.
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

    static let requestsPerSecond = 200
    /// Connections open at once; one more is answered 503 and closed.
    static let maximumConnections = 16
    /// Seconds a connection has to send its whole request.
    static let requestDeadline = 5.0

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
        var connections: [Connection] = []
        while stopRequested == 0 {
            var pollers = [pollfd(fd: server, events: Int16(POLLIN), revents: 0)] + connections.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), 200)
            let now = Date().timeIntervalSince1970
            if ready > 0, pollers[0].revents & Int16(POLLIN) != 0 {
                let client = accept(server, nil, nil)
                if client >= 0 {
                    var timeout = timeval(tv_sec: 2, tv_usec: 0)
                    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                    if connections.count >= maximumConnections {
                        // The oldest waiting connection makes room: slow or idle clients cannot
                        // keep a new one out (a whole request takes milliseconds).
                        let oldest = connections.removeFirst()
                        send(.error(503, "more than \(maximumConnections) connections at once; the oldest was closed"), to: oldest.socket, head: false)
                        close(oldest.socket)
                        pollers.removeAll { $0.fd == oldest.socket }
                    }
                    connections.append(Connection(socket: client, deadline: now + requestDeadline))
                }
            }
            var finished: Set<Int32> = []
            let events = Dictionary(pollers.dropFirst().map { ($0.fd, $0.revents) }, uniquingKeysWith: { first, _ in first })
            for offset in connections.indices {
                let connection = connections[offset]
                let poller = pollfd(fd: connection.socket, events: 0, revents: events[connection.socket] ?? 0)
                var response: Playground.Response?
                var head = false
                if poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    var chunk = [UInt8](repeating: 0, count: 8192)
                    let count = chunk.withUnsafeMutableBytes { recv(connection.socket, $0.baseAddress, $0.count, 0) }
                    if count <= 0 {
                        finished.insert(connection.socket)   // closed before a whole request
                        continue
                    }
                    switch connections[offset].reader.feed(chunk.prefix(count)) {
                    case .needMore: break
                    case .failed(let failure): response = .error(failure.status, failure.message)
                    case .complete(let request):
                        let second = Int(now)
                        window = window.second == second ? (second, window.count + 1) : (second, 1)
                        head = request.method == "HEAD"
                        if window.count > requestsPerSecond {
                            response = .error(429, "more than \(requestsPerSecond) requests a second")
                        } else if let refusal = refusal(of: request, port: actual) {
                            response = refusal
                        } else {
                            response = playground.handle(method: head ? "GET" : request.method, path: request.path, body: request.body)
                        }
                    }
                }
                if response == nil, now >= connection.deadline { response = .error(408, "the request took over \(Int(requestDeadline)) seconds") }
                guard let response else { continue }
                send(response, to: connection.socket, head: head)
                finished.insert(connection.socket)
                served += 1
            }
            for socket in finished { close(socket) }
            connections.removeAll { finished.contains($0.socket) }
        }
        for connection in connections { close(connection.socket) }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        output.write("stopped after \(served) requests")
    }

    /// One client: its socket, the request read so far, and when it must have arrived.
    struct Connection {
        var socket: Int32
        var deadline: Double
        var reader = HTTPRequestReader()
    }

    /// Why a request is refused before the playground sees it: a Host other than this server's
    /// (421: DNS rebinding), or on the API a body that is not JSON (415) or another site's Origin
    /// (403: a cross-site form or fetch); `nil` to answer it.
    static func refusal(of request: HTTPRequestReader.Request, port: UInt16) -> Playground.Response? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"]?.lowercased(), hosts.contains(host) else {
            return .error(421, "this server answers only to Host 127.0.0.1:\(port) or localhost:\(port)")
        }
        guard request.path.hasPrefix("/api/") else { return nil }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.map({ "http://" + $0 }).contains(origin) {
            return .error(403, "requests from another site ('\(origin)') are refused")
        }
        let type = request.headers["content-type"]?.split(separator: ";").first?.trimmingCharacters(in: " \t").lowercased()
        guard type == "application/json" else { return .error(415, "the API takes Content-Type application/json") }
        return nil
    }

    /// Sends a response (to a HEAD request, its headers alone).
    static func send(_ response: Playground.Response, to client: Int32, head: Bool) {
        let reasons = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout",
                       409: "Conflict", 413: "Content Too Large", 415: "Unsupported Media Type", 421: "Misdirected Request",
                       429: "Too Many Requests", 431: "Request Header Fields Too Large", 501: "Not Implemented", 503: "Service Unavailable"]
        let body = Array(response.body.utf8)
        var bytes = Array(("HTTP/1.1 \(response.status) \(reasons[response.status] ?? "Error")\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8)
        if !head { bytes += body }
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
