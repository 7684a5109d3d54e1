import Foundation
import SessionJSON
import Autocorrection
import BuiltInInputMethods
public import KeyboardModel
public import KeyboardSession
public import LocalHTTPServer
import TextEditing
import TextInputTraits
public import KeyboardDrawing

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
    var fields: [String: TextContainer] = [:]
    /// Each field's traits as its HTML gives them (before the page's appearance).
    var fieldTraits: [String: TextInputTraits] = [:]
    var focused: String?
    /// Seconds: the page's clock when a request gives one (`t`), else 0.2 s a request.
    var time = 0.0
    /// The most the page's clock moves in one request, in seconds [chosen: far more than any
    /// pause between a page's requests; a minute of key repeat is a few hundred keys].
    static let longestClockJump = 60.0
    var notice = ""
    /// The device drawn for, its orientation, and the appearance the page chose (`nil`: the field's).
    var device: DeviceProfile.ID = "iphone-classic"
    var orientation: Orientation = .portrait
    var appearance: KeyboardAppearance?
    /// How many candidates the state lists (the expanded view asks for more).
    var candidateLimit = 20

    public init(catalog: KeyboardCatalog, keyboards: [String]) {
        session = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards,
                                  device: "iphone-classic", screen: Size(width: 320, height: 480))
    }

    /// The screen of a device in an orientation (the keyboard's width, a phone's height).
    func screen() -> Size {
        let width = session.catalog.devices[device]?.geometry(orientation).size.width ?? 320
        return orientation == .portrait ? Size(width: width, height: width * 1.5) : Size(width: width, height: width / 1.5)
    }

    /// Answers one request. Paths: `GET /` (the page), `POST /api/traits` (what SoftKeyboard
    /// reads from a field's HTML, and the keyboard it gets), `POST /api/focus`, `/api/type`,
    /// `/api/tap`, `/api/key`, `/api/candidate`, `/api/suggestion`, `/api/followOn`, `/api/globe`,
    /// and those of `handleInteraction` (touches, time, device, keyboard, more candidates); a
    /// request may give the page's clock as `t` (seconds). Anything else is 404, a wrong method
    /// 405, a body that is not the JSON asked for 400. Every answer but the page's and the traits'
    /// is the session's state, with the keyboard drawn (`svg`).
    public func handle(method: String, path: String, body: [UInt8]) -> Response {
        if path == "/" || path == "/index.html" {
            guard method == "GET" || method == "HEAD" else { return .error(405, "use GET for \(path)") }
            let page = PlaygroundPage.html(devices: session.catalog.sortedDevices.map(\.id.rawValue),
                                           keyboards: session.settings.enabledKeyboards)
            return Response(status: 200, contentType: "text/html; charset=utf-8", body: page)
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
        // The page's clock, kept moving forward; a jump is held to a minute, so one request can
        // never ask for hours of key repeat (the session bounds what it does per step too).
        if let t = request["t"] as? Double, t.isFinite, t >= 0 {
            time = max(time, min(t, time + Self.longestClockJump))
        } else {
            time += 0.2
        }
        if let answer = handleInteraction(path, request) { return answer }
        switch path {
        case "/api/traits":
            guard let html = request["html"] as? String else { return .error(400, "expected {\"html\": \"<input …>\"}") }
            do {
                let traits = try TextInputTraits(html: html)
                let keyboard = try session.catalog.resolve(KeyboardRequest(layout: session.state.layout, traits: traits, device: device,
                                                                           orientation: orientation))
                return .json(encode(TraitsAnswer(traits: traits, keyboard: Summary(keyboard))))
            } catch {
                return .error(400, "\(error)")
            }
        case "/api/focus":
            guard let id = request["id"] as? String,
                let html = request["html"] as? String else { return .error(400, "expected {\"id\", \"html\"}") }
            var traits: TextInputTraits
            do { traits = try TextInputTraits(html: html) } catch { return .error(400, "\(error)") }
            fieldTraits[id] = traits
            if let appearance { traits.keyboardAppearance = appearance }
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
        case "/api/emojiResult":
            guard let index = request["index"] as? Int, index >= 0 else { return .error(400, "expected {\"index\": a number from 0}") }
            session.selectEmojiResult(index)
        case "/api/emojiDone":
            session.endEmojiSearch()
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
        let state = session.state
        var json = SessionStateJSON(state, field: focused, displayText: container?.displayText ?? "", traits: container?.traits,
                                    notice: notice, candidateLimit: candidateLimit)
        json.svg = state.keyboard.map { KeyboardDrawing.svg($0, options: Self.drawingOptions(state, settings: session.settings)) }
        json.device = device.rawValue
        json.orientation = orientation.rawValue
        return encode(json)
    }

    /// What the picture shows of a session's state: the key under the finger pressed (with its
    /// preview when the user's setting is on, or its flick guide), the alternates open.
    public static func drawingOptions(_ state: KeyboardSession.State, settings: KeyboardSettings) -> KeyboardDrawing.Options {
        let pressed = state.highlightedKey.flatMap { id in state.keyboard?.keys.firstIndex { $0.id == id } }
        return KeyboardDrawing.Options(pressed: pressed, preview: settings.characterPreview, alternates: state.alternates)
    }

    func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    struct TraitsAnswer: Encodable {
        var traits: TextInputTraits
        var keyboard: Summary
    }
}
