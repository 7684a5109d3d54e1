import CommandLineInterface
import Playground
import Foundation
@testable import CommandLineTool
import BuiltInInputMethods
import KeyboardSession
import Testing

@Suite("softkbd serve: the web playground")
struct PlaygroundTests {
    func call(_ playground: Playground, _ path: String, _ body: String = "{}", method: String = "POST") -> (Int, [String: Any]) {
        let response = playground.handle(method: method, path: path, body: Array(body.utf8))
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body.utf8))) as? [String: Any] ?? [:]
        return (response.status, object)
    }

    @Test("the page holds a field of every kind, and each field's traits come from its HTML")
    func page() throws {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US", "ko-KR"])
        let page = playground.handle(method: "GET", path: "/", body: [])
        #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
        for needle in ["type=\"email\"", "type=\"url\"", "type=\"tel\"", "type=\"search\"", "type=\"password\"", "inputmode=\"numeric\"",
                       "enterkeyhint=\"send\"", "autocapitalize=\"words\"", "autocorrect=\"off\"", "autocomplete=\"one-time-code\"",
                       "<textarea"] {
            #expect(page.body.contains(needle), "\(needle)")
        }
        let (status, answer) = call(playground, "/api/traits", #"{"html": "<input type=\"url\" enterkeyhint=\"go\">"}"#)
        #expect(status == 200)
        let traits = try #require(answer["traits"] as? [String: Any])
        #expect(traits["keyboardType"] as? String == "URL" && traits["returnKeyType"] as? String == "go")
        #expect((answer["keyboard"] as? [String: Any])?["returnKey"] as? String == "go")
    }

    @Test("typing goes through the session: autocorrection, Hangul, keys drawn at resolve's frames")
    func typing() throws {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US", "ko-KR"])
        #expect(call(playground, "/api/type", #"{"text": "a"}"#).0 == 409)
        var (status, state) = call(playground, "/api/focus", #"{"id": "f1", "html": "<textarea></textarea>"}"#)
        #expect(status == 200)
        (status, state) = call(playground, "/api/type", #"{"text": "rhe"}"#)
        let suggestions = try #require(state["suggestions"] as? [[String: Any]])
        #expect(suggestions.contains { $0["text"] as? String == "The" && $0["isAutocorrection"] as? Bool == true })
        (status, state) = call(playground, "/api/type", #"{"text": " "}"#)
        #expect(state["text"] as? String == "The ")
        // A tap on the q key, by its frame in the state (the one 'softkbd resolve' gives).
        let keys = try #require((state["keyboard"] as? [String: Any])?["keys"] as? [[String: Any]])
        let resolved = try #require(jsonObject(softkbd("resolve", "--layout", "en-US").stdout)?["keys"] as? [[String: Any]])
        let frames = { (list: [[String: Any]]) -> [String] in
            list.map { key in
                let frame = key["frame"] as? [String: Double] ?? [:]
                return "\(key["id"] ?? "") \(["x", "y", "width", "height"].map { frame[$0] ?? -1 })"
            }
        }
        #expect(frames(keys) == frames(resolved))
        let q = try #require(keys.first { $0["id"] as? String == "q" }?["frame"] as? [String: Double])
        (status, state) = call(playground, "/api/tap", "{\"x\": \(q["x"]! + 5), \"y\": \(q["y"]! + 5)}")
        #expect(state["text"] as? String == "The q")
        // The globe button: Korean, composing.
        (status, state) = call(playground, "/api/globe")
        (status, state) = call(playground, "/api/type", #"{"text": "gksrmf"}"#)
        #expect((state["text"] as? String)?.hasSuffix("한글") == true && state["marked"] as? String == "글")
        // Where the composition is, in UTF-16 offsets, for the page to underline: "The q한" is 6.
        #expect(state["markedRange"] as? [Int] == [6, 7] && state["selection"] as? [Int] == [7, 7])
        #expect(PlaygroundPage.html.contains("#composition u{"))
    }

    @Test("the playground's keyboard is drawn by the gallery's renderer: its SVG is 'softkbd render''s for the same state")
    func sameRenderer() throws {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US", "ko-KR"])
        var (_, state) = call(playground, "/api/focus", #"{"id": "f3", "html": "<input type=\"url\" enterkeyhint=\"go\">"}"#)
        let svg = try #require(state["svg"] as? String)
        #expect(svg == softkbd("render", "--layout", "en-US", "--keyboard-type", "URL", "--return-key", "go", "--format", "svg").stdout
                .dropLast())
        // Another device, orientation and appearance: still the same picture as render's.
        (_, state) = call(playground, "/api/device", #"{"device": "ipad", "orientation": "landscape", "appearance": "dark"}"#)
        let ipad = try #require(state["svg"] as? String)
        #expect(state["device"] as? String == "ipad" && state["orientation"] as? String == "landscape")
        #expect(ipad == softkbd("render", "--layout", "en-US", "--keyboard-type", "URL", "--return-key", "go", "--device", "ipad",
                                "--orientation", "landscape", "--appearance", "dark", "--format", "svg").stdout.dropLast())
        // A finger held on e: the alternates open, drawn as render --long-press draws them.
        (_, state) = call(playground, "/api/device", #"{"device": "iphone-classic", "orientation": "portrait", "appearance": "field"}"#)
        let keys = try #require((state["keyboard"] as? [String: Any])?["keys"] as? [[String: Any]])
        let e = try #require(keys.first { $0["id"] as? String == "e" }?["frame"] as? [String: Double])
        let (x, y) = ((e["x"] ?? 0) + 5, (e["y"] ?? 0) + 5)
        _ = call(playground, "/api/touch", "{\"phase\": \"down\", \"x\": \(x), \"y\": \(y), \"t\": 100}")
        (_, state) = call(playground, "/api/advance", #"{"t": 101}"#)
        let held = try #require(state["svg"] as? String)
        #expect(held.contains("class=\"balloon\""))
        #expect(held == softkbd("render", "--layout", "en-US", "--keyboard-type", "URL", "--return-key", "go", "--long-press", "e",
                                "--format", "svg").stdout.dropLast())
        (_, state) = call(playground, "/api/touch", "{\"phase\": \"up\", \"x\": \(x), \"y\": \(y), \"t\": 101.2}")
        #expect((state["text"] as? String)?.isEmpty == false && !(state["svg"] as? String ?? "").contains("balloon"))
        // The Character Preview setting: a finger down on a letter shows it unless turned off.
        _ = call(playground, "/api/touch", "{\"phase\": \"down\", \"x\": \(x), \"y\": \(y), \"t\": 102}")
        #expect((call(playground, "/api/advance", #"{"t": 102.1}"#).1["svg"] as? String)?.contains("class=\"preview\"") == true)
        _ = call(playground, "/api/device", #"{"preview": false}"#)
        _ = call(playground, "/api/touch", "{\"phase\": \"down\", \"x\": \(x), \"y\": \(y), \"t\": 103}")
        #expect((call(playground, "/api/advance", #"{"t": 103.1}"#).1["svg"] as? String)?.contains("class=\"preview\"") == false)
    }

    @Test("an emoji search ends with its field: a pick after focus moved types nothing, f1 keeps one 🍕")
    func emojiSearchEndsWithItsField() throws {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["ko-KR", "emoji"])
        _ = call(playground, "/api/focus", #"{"id": "f1", "html": "<textarea></textarea>"}"#)
        _ = call(playground, "/api/globe")
        _ = call(playground, "/api/key", #"{"id": "search"}"#)
        var (_, state) = call(playground, "/api/type", #"{"text": "ㅍㅣㅈㅏ"}"#)
        #expect((state["emojiSearch"] as? [String: Any])?["query"] as? String == "피자")
        (_, state) = call(playground, "/api/emojiResult", #"{"index": 0}"#)
        (_, state) = call(playground, "/api/focus", #"{"id": "f5", "html": "<input type=\"text\">"}"#)
        #expect(state["emojiSearch"] == nil, "the search ended when f5 took the focus")
        _ = call(playground, "/api/globe")
        (_, state) = call(playground, "/api/emojiResult", #"{"index": 0}"#)
        #expect(state["text"] as? String == "")
        (_, state) = call(playground, "/api/focus", #"{"id": "f1", "html": "<textarea></textarea>"}"#)
        #expect(state["text"] as? String == "🍕")
        // The search key starts a search again once one has ended.
        _ = call(playground, "/api/globe")
        _ = call(playground, "/api/key", #"{"id": "search"}"#)
        _ = call(playground, "/api/emojiDone")
        (_, state) = call(playground, "/api/key", #"{"id": "search"}"#)
        #expect(state["emojiSearch"] != nil)
    }

    @Test("one request cannot run key repeat for a billion seconds: the clock's jump and the repeats are bounded")
    func clockJump() throws {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US"])
        _ = call(playground, "/api/focus", #"{"id": "f1", "html": "<textarea></textarea>"}"#)
        var (_, state) = call(playground, "/api/type", "{\"text\": \"\(String(repeating: "x", count: 200))\"}")
        let keys = try #require((state["keyboard"] as? [String: Any])?["keys"] as? [[String: Any]])
        let frame = try #require(keys.first { $0["id"] as? String == "backspace" }?["frame"] as? [String: Double])
        let (x, y) = ((frame["x"] ?? 0) + 5, (frame["y"] ?? 0) + 5)
        _ = call(playground, "/api/touch", "{\"phase\": \"down\", \"x\": \(x), \"y\": \(y), \"t\": 1}")
        (_, state) = call(playground, "/api/advance", #"{"t": 1e9}"#)
        let left = (state["text"] as? String)?.count ?? 0
        #expect(left >= 200 - KeyboardSession.maximumRepeatsPerStep && left < 200, "\(left) left")
    }

    @Test("bad requests are HTTP errors", arguments: [
        ("GET", "/api/type", "{}", 405), ("POST", "/", "{}", 405), ("GET", "/etc/passwd", "", 404), ("POST", "/api/nothing", "{}", 404),
        ("POST", "/api/traits", "not json", 400), ("POST", "/api/traits", "[1]", 400), ("POST", "/api/focus", #"{"id": "x"}"#, 400),
        ("POST", "/api/tap", #"{"x": "a"}"#, 400), ("POST", "/api/touch", #"{"phase": "hover", "x": 1, "y": 1}"#, 400),
        ("POST", "/api/touch", #"{"phase": "down", "x": 1, "y": 1}"#, 409), ("POST", "/api/device", #"{"device": "iphon"}"#, 400),
        ("POST", "/api/device", #"{"orientation": "sideways"}"#, 400), ("POST", "/api/device", #"{"appearance": "neon"}"#, 400),
        ("POST", "/api/keyboard", #"{"layout": "xx-YY"}"#, 400),
    ])
    func errors(method: String, path: String, body: String, status: Int) {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US"])
        let response = playground.handle(method: method, path: path, body: Array(body.utf8))
        #expect(response.status == status)
        #expect(response.body.hasPrefix("{\"error\":"))
    }

    @Test("at most 64 fields")
    func fieldLimit() {
        let playground = Playground(catalog: BuiltInInputMethods.catalog, keyboards: ["en-US"])
        for index in 0..<Playground.maximumFields {
            #expect(call(playground, "/api/focus", "{\"id\": \"f\(index)\", \"html\": \"<input>\"}").0 == 200)
        }
        #expect(call(playground, "/api/focus", #"{"id": "one-more", "html": "<input>"}"#).0 == 429)
    }

    @Test("the server: 127.0.0.1, limits, HTTP errors, a clean stop on SIGINT")
    func server() throws {
        let script = #"""
            "$SOFTKBD" serve --port 0 > "$TMPDIR/serve.out" 2>&1 &
            pid=$!
            for i in $(seq 50); do grep -q serving "$TMPDIR/serve.out" 2>/dev/null && break; sleep 0.1; done
            port=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$TMPDIR/serve.out")
            python3 - "$port" <<'PY'
            import socket, sys, urllib.request, urllib.error
            port = int(sys.argv[1])
            def status(path, data=None, method=None):
                try:
                    return urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}{path}\#
            ", data=data, method=method), timeout=5).status
                except urllib.error.HTTPError as error:
                    return error.code
            print("page", status("/"))
            print("missing", status("/secret"))
            print("big", status("/api/type", data=b"x" * 70000))
            raw = socket.create_connection(("127.0.0.1", port)); raw.sendall(b"NONSENSE\r\n\r\n"); print("malformed",\#
             raw.recv(100).split(b" ")[1].decode())
            def exchange(data):
                connection = socket.create_connection(("127.0.0.1", port)); connection.settimeout(5); connection.sendall(data)
                answer = b""
                while True:
                    piece = connection.recv(65536)
                    if not piece: return answer
                    answer += piece
            print("rebinding", exchange(b"GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n").split(b" ")[1].decode())
            form = b'{"id":"f","html":"<input>"}'
            print("form post", exchange(b"POST /api/focus HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: text/plain\r\nContent-Length:\#
             %d\r\n\r\n" % (port, len(form)) + form).split(b" ")[1].decode())
            head = exchange(b"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
            print("head", head.split(b" ")[1].decode(), len(head.split(b"\r\n\r\n", 1)[1]))
            import time
            idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(20)]
            for connection in idle[:10]: connection.sendall(b"GET / HT")
            started = time.time()
            print("beside slow clients", status("/"), "quick" if time.time() - started < 1 else "slow: %.1f s" % (time.time() - started))
            PY
            kill -INT $pid; wait $pid; echo "exit $?"; tail -1 "$TMPDIR/serve.out"
            """#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-serve-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try shell("TMPDIR=\(directory.path); " + script)
        #expect(run.stdout.contains("page 200\nmissing 404\nbig 413\nmalformed 400\nrebinding 421\nform post 415\nhead 200 0\nbeside " +
                                    "slow clients 200 quick\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("exit 0\nstopped after"), "\(run.stdout)")
    }
}
