import LocalHTTPServer

extension FuzzTargets {
    /// The playground server's request reader and gate. The first byte says how the rest
    /// arrives (pieces of 1–256 bytes, as a slow or bursty client sends it); the rest is the
    /// request. The answer must not depend on the pieces, a request held unanswered must be
    /// under the limits, and a complete one must be what its headers say.
    static func httpRequest(_ bytes: [UInt8]) {
        var input = ByteReader(bytes)
        let size = Int(input.byte()) + 1
        let request = Array(input.bytes)

        var whole = HTTPRequestReader()
        let expected = whole.feed(request)
        var reader = HTTPRequestReader()
        var state = HTTPRequestReader.State.needMore
        var offset = 0
        repeat {
            state = reader.feed(request[offset..<min(request.count, offset + size)])
            offset += size
        } while state == .needMore && offset < request.count
        precondition(state == expected, "the answer depends on how the request arrives")

        switch state {
        case .needMore:
            precondition(request.count < HTTPRequestReader.maximumHeader + HTTPRequestReader.maximumBody)
        case .failed(let error):
            precondition([400, 413, 431, 501].contains(error.status), "status \(error.status)")
            _ = HTTPResponse.error(error).bytes()
        case .complete(let complete):
            precondition(complete.path.hasPrefix("/") && !complete.path.contains("?") && !complete.method.isEmpty)
            precondition(complete.headers.keys.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
            let length = complete.headers["content-length"].flatMap { Int($0) } ?? 0
            precondition(complete.body.count == length && length <= HTTPRequestReader.maximumBody)
            for port: UInt16 in [0, 8123] {
                if let refusal = RequestGate(port: port).refusal(of: complete) {
                    precondition([403, 415, 421].contains(refusal.status))
                    precondition(HTTPResponse.error(refusal).bytes(head: complete.method == "HEAD").count > 0)
                }
            }
        }
    }
}
