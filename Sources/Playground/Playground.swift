import Foundation
import SessionJSON
import Autocorrection
import BuiltInInputMethods
public import KeyboardModel
public import KeyboardSession
public import LocalHTTPServer
import TextEditing
import TextInputTraits

/// The web playground's requests, answered without a socket: one keyboard session, a text
/// container per form field (made from the field's HTML as WebKit reads it), and the session's
/// state as JSON after every step. `softkbd serve` puts it behind a `LocalServer`.
public final class Playground {
    public typealias Response = HTTPResponse

    /// The most fields one page may make (each is a text container kept for the session).
    public static let maximumFields = 64
    /// The most text one field holds (UTF-16 units); typing beyond it is refused by the field.
    public static let maximumLength = 10_000

    public let session: KeyboardSession
    private var fields: [String: TextContainer] = [:]
    private var focused: String?
    private var time = 0.0
    private var notice = ""

    public init(catalog: KeyboardCatalog, keyboards: [String]) {
        session = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards,
                                  device: "iphone-classic", screen: Size(width: 320, height: 480))
    }

    /// Answers one request. Paths: `GET /` (the page), `POST /api/traits` (what SoftKeyboard
    /// reads from a field's HTML, and the keyboard it gets), `POST /api/focus`, `/api/type`,
    /// `/api/tap`, `/api/key`, `/api/candidate`, `/api/suggestion`, `/api/followOn`, `/api/globe`;
    /// anything else is 404, a wrong method 405, a body that is not the JSON asked for 400.
    public func handle(method: String, path: String, body: [UInt8]) -> Response {
        if path == "/" || path == "/index.html" {
            guard method == "GET" || method == "HEAD" else { return .error(405, "use GET for \(path)") }
            return Response(status: 200, contentType: "text/html; charset=utf-8", body: PlaygroundPage.html)
        }
        guard path.hasPrefix("/api/") else { return .error(404, "no such page: \(path)") }
        guard method == "POST" else { return .error(405, "use POST for \(path)") }
        let request: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(body.isEmpty ? Array("{}".utf8) : body)) as? [String: Any] else {
                return .error(400, "the body must be a JSON object")
            }
            request = object
        } catch {
            return .error(400, "the body is not JSON")
        }
        notice = ""
        time += 0.2
        switch path {
        case "/api/traits":
            guard let html = request["html"] as? String else { return .error(400, "expected {\"html\": \"<input …>\"}") }
            do {
                let traits = try TextInputTraits(html: html)
                let keyboard = try session.catalog.resolve(KeyboardRequest(layout: session.state.layout, traits: traits,
                                                                           device: "iphone-classic"))
                return .json(encode(TraitsAnswer(traits: traits, keyboard: Summary(keyboard))))
            } catch {
                return .error(400, "\(error)")
            }
        case "/api/focus":
            guard let id = request["id"] as? String,
                let html = request["html"] as? String else { return .error(400, "expected {\"id\", \"html\"}") }
            let traits: TextInputTraits
            do { traits = try TextInputTraits(html: html) } catch { return .error(400, "\(error)") }
            let container: TextContainer
            if let existing = fields[id] {
                container = existing
                container.traits = traits
            } else {
                guard fields.count < Self.maximumFields else { return .error(429, "at most \(Self.maximumFields) fields") }
                container = TextContainer(kind: html.lowercased().hasPrefix("<textarea") ? .multiLine : .singleLine, traits: traits)
                container.maximumLength = Self.maximumLength
                fields[id] = container
            }
            do { try session.focus(container, textLayout: MonospaceLayout(columns: 40)) } catch { return .error(400, "\(error)") }
            focused = id
        case "/api/type":
            guard let text = request["text"] as? String,
                text.count <= 256 else { return .error(400, "expected {\"text\": at most 256 characters}") }
            guard focused != nil else { return .error(409, "focus a field first") }
            for character in text where !session.type(character) {
                notice = "no key types '\(character)' on this keyboard"
            }
        case "/api/tap":
            guard let x = request["x"] as? Double, let y = request["y"] as? Double, x.isFinite,
                y.isFinite else { return .error(400, "expected {\"x\", \"y\"}") }
            guard focused != nil else { return .error(409, "focus a field first") }
            session.tap(at: Point(x: x, y: y), time: time)
        case "/api/key":
            guard let id = request["id"] as? String else { return .error(400, "expected {\"id\": a key id}") }
            guard focused != nil else { return .error(409, "focus a field first") }
            guard let key = session.state.keyboard?.key(Key.ID(rawValue: id)) else { return .error(400, "no key '\(id)' on this keyboard") }
            session.tap(at: Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2), time: time)
        case "/api/candidate", "/api/suggestion", "/api/followOn":
            guard let index = request["index"] as? Int, index >= 0 else { return .error(400, "expected {\"index\": a number from 0}") }
            switch path {
            case "/api/candidate": session.selectCandidate(index)
            case "/api/suggestion": session.selectSuggestion(index)
            default: session.selectFollowOn(index)
            }
        case "/api/globe":
            guard focused != nil else { return .error(409, "focus a field first") }
            session.showNextKeyboard()
        default:
            return .error(404, "no such request: \(path)")
        }
        return .json(stateJSON())
    }

    /// The keyboard's summary for a field's traits line.
    struct Summary: Encodable {
        var layout, keyboardType, returnKey: String
        var returnEnabled: Bool
        init(_ keyboard: ResolvedKeyboard) {
            layout = keyboard.layoutID.rawValue
            keyboardType = keyboard.keyboardType.name
            returnKey = keyboard.returnKey?.label ?? ""
            returnEnabled = keyboard.returnKey?.isEnabled ?? false
        }
    }

    func stateJSON() -> String {
        let container = focused.flatMap { fields[$0] }
        return encode(SessionStateJSON(session.state, field: focused, displayText: container?.displayText ?? "", traits: container?.traits,
                                       notice: notice))
    }

    private func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    struct TraitsAnswer: Encodable {
        var traits: TextInputTraits
        var keyboard: Summary
    }
}
