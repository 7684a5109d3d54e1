/// Who a local server answers: requests addressed to it and, on its API, JSON from its own pages.
///
/// A server on 127.0.0.1 is still reachable from any web page the user opens: through DNS
/// rebinding (a foreign name resolving to 127.0.0.1, so the browser sends that name as `Host`)
/// and through cross-site form posts and fetches (which carry the other site's `Origin`, and
/// without a preflight only the "simple" content types). The gate refuses both.
public struct RequestGate: Sendable {
    /// The port the server listens on (part of every accepted `Host`).
    public var port: UInt16
    /// Paths under this prefix are the API: JSON only, from no `Origin` or this server's.
    public var apiPrefix: String

    public init(port: UInt16, apiPrefix: String = "/api/") {
        self.port = port
        self.apiPrefix = apiPrefix
    }

    /// Why a request is refused before it is answered: a `Host` other than `127.0.0.1:PORT` or
    /// `localhost:PORT` (421), or on the API another site's `Origin` (403) or a body that is not
    /// `application/json` (415); `nil` to answer it.
    public func refusal(of request: HTTPRequest) -> HTTPError? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"]?.lowercased(), hosts.contains(host) else {
            return HTTPError(status: 421, message: "this server answers only to Host 127.0.0.1:\(port) or localhost:\(port)")
        }
        guard request.path.hasPrefix(apiPrefix) else { return nil }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.map({ "http://" + $0 }).contains(origin) {
            return HTTPError(status: 403, message: "requests from another site ('\(origin)') are refused")
        }
        let type = request.headers["content-type"]?.split(separator: ";").first?.trimmingCharacters(in: " \t").lowercased()
        guard type == "application/json" else { return HTTPError(status: 415, message: "the API takes Content-Type application/json") }
        return nil
    }
}
