#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by SIGINT and SIGTERM: the server stops at its next turn.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// A small HTTP/1.1 server on 127.0.0.1 for a local tool's pages: one thread, polling, each
/// connection closed after its one answer.
///
/// Its limits hold against slow, idle, flooding and malformed clients (``Limits``): a request
/// must arrive whole within the deadline (408 after it), at most ``Limits/connections`` are held
/// at once (one more closes the oldest waiting one with 503), headers and bodies are bounded by
/// ``HTTPRequestReader``, and more than ``Limits/requestsPerSecond`` requests a second get 429.
/// Requests the ``RequestGate`` refuses never reach the handler. SIGINT and SIGTERM stop it.
public final class LocalServer {
    public struct Limits: Sendable {
        /// Connections open at once.
        public var connections = 16
        /// Seconds a connection has to send its whole request.
        public var requestDeadline = 5.0
        public var requestsPerSecond = 200

        public init() {}
    }

    /// The port it listens on (the one asked for, or the one the system chose for 0).
    public let port: UInt16
    public let limits: Limits
    private let socket: Int32

    /// Opens a listening socket on 127.0.0.1.
    ///
    /// - Throws: ``HTTPError`` with status 0 and the system's reason when the port cannot be had.
    public init(port: UInt16, limits: Limits = Limits()) throws(HTTPError) {
        self.limits = limits
        #if canImport(Glibc)
        let server = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let server = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard server >= 0 else { throw HTTPError(status: 0, message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(server, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(server)
            throw HTTPError(status: 0, message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self,
                                                                          capacity: 1) { getsockname(server, $0, &length) } }
        self.socket = server
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socket) }

    /// One client: its socket, the request read so far, and when it must have arrived.
    private struct Connection {
        var socket: Int32
        var deadline: Double
        var reader = HTTPRequestReader()
    }

    /// Serves until SIGINT or SIGTERM; returns how many requests were answered. `handle` gets
    /// each request the gate lets through (a HEAD request as GET; its answer is sent without a body).
    public func run(handle: (HTTPRequest) -> HTTPResponse) -> Int {
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
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        let gate = RequestGate(port: port)
        var window = (second: 0, count: 0)
        var served = 0
        var connections: [Connection] = []
        defer { for connection in connections { close(connection.socket) } }
        while stopRequested == 0 {
            var pollers = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
                + connections.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), 200)
            let now = Self.now()
            if ready > 0, pollers[0].revents & Int16(POLLIN) != 0 {
                let client = accept(socket, nil, nil)
                if client >= 0 {
                    var timeout = timeval(tv_sec: 2, tv_usec: 0)
                    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                    if connections.count >= limits.connections {
                        // The oldest waiting connection makes room: slow or idle clients cannot
                        // keep a new one out (a whole request takes milliseconds).
                        let oldest = connections.removeFirst()
                        Self.send(.error(503, "more than \(limits.connections) connections at once; the oldest was closed"),
                                  to: oldest.socket)
                        close(oldest.socket)
                        pollers.removeAll { $0.fd == oldest.socket }
                    }
                    connections.append(Connection(socket: client, deadline: now + limits.requestDeadline))
                }
            }
            var finished: Set<Int32> = []
            let events = Dictionary(pollers.dropFirst().map { ($0.fd, $0.revents) }, uniquingKeysWith: { first, _ in first })
            for offset in connections.indices {
                let connection = connections[offset]
                var response: HTTPResponse?
                var head = false
                if (events[connection.socket] ?? 0) & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    var chunk = [UInt8](repeating: 0, count: 8192)
                    let count = chunk.withUnsafeMutableBytes { recv(connection.socket, $0.baseAddress, $0.count, 0) }
                    if count <= 0 {
                        finished.insert(connection.socket)   // closed before a whole request
                        continue
                    }
                    switch connections[offset].reader.feed(chunk.prefix(count)) {
                    case .needMore: break
                    case .failed(let error): response = .error(error)
                    case .complete(var request):
                        let second = Int(now)
                        window = window.second == second ? (second, window.count + 1) : (second, 1)
                        head = request.method == "HEAD"
                        if head { request.method = "GET" }
                        if window.count > limits.requestsPerSecond {
                            response = .error(429, "more than \(limits.requestsPerSecond) requests a second")
                        } else if let refusal = gate.refusal(of: request) {
                            response = .error(refusal)
                        } else {
                            response = handle(request)
                        }
                    }
                }
                if response == nil, now >= connection.deadline {
                    response = .error(408, "the request took over \(Int(limits.requestDeadline)) seconds")
                }
                guard let response else { continue }
                Self.send(response, to: connection.socket, head: head)
                finished.insert(connection.socket)
                served += 1
            }
            for socket in finished { close(socket) }
            connections.removeAll { finished.contains($0.socket) }
        }
        return served
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sends a response (to a HEAD request, its headers alone); gives up when the client stops reading.
    private static func send(_ response: HTTPResponse, to client: Int32, head: Bool = false) {
        let bytes = response.bytes(head: head)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                #if canImport(Glibc)
                return Glibc.send(client, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                return Darwin.send(client, base + offset, buffer.count - offset, 0)
                #endif
            }
            if sent <= 0 { return }
            offset += sent
        }
    }
}
