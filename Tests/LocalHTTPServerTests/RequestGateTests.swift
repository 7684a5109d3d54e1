import LocalHTTPServer
import Testing

@Suite("Who a local server answers")
struct RequestGateTests {
    @Test("the gate: only this server's Host; on the API only JSON, from no Origin or this one")
    func gate() {
        let gate = RequestGate(port: 8123)
        func request(_ path: String, _ headers: [String: String]) -> HTTPRequest {
            HTTPRequest(method: "POST", path: path, headers: headers, body: [])
        }
        let json = ["host": "127.0.0.1:8123", "content-type": "application/json; charset=utf-8"]
        #expect(gate.refusal(of: request("/api/focus", json)) == nil)
        #expect(gate.refusal(of: request("/api/focus",
                                         json.merging(["host": "LOCALHOST:8123", "origin": "http://localhost:8123"]) { $1 })) == nil)
        #expect(gate.refusal(of: request("/", ["host": "evil.example"]))?.status == 421)
        #expect(gate.refusal(of: request("/", ["host": "127.0.0.1:9999"]))?.status == 421)
        #expect(gate.refusal(of: request("/", [:]))?.status == 421)
        #expect(gate.refusal(of: request("/api/focus", json.merging(["content-type": "text/plain"]) { $1 }))?.status == 415)
        #expect(gate.refusal(of: request("/api/focus", json.merging(["origin": "http://evil.example"]) { $1 }))?.status == 403)
        #expect(gate.refusal(of: request("/api/focus", json.merging(["origin": "null"]) { $1 }))?.status == 403)
        #expect(gate.refusal(of: request("/", ["host": "localhost:8123", "origin": "http://evil.example"])) == nil,
                "the page itself is no secret")
    }
}
