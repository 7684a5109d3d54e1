import KeyboardDrawing
import KeyboardModel
import KeyboardSession
import LocalHTTPServer
import TextInputTraits
import TextEditing

/// The playground's requests for touches, time, the device and the keyboard shown.
extension Playground {
    /// `POST /api/touch` `{"phase": "down"|"move"|"up", "x", "y", "t"}` (a finger on the
    /// keyboard, in its points: long presses, slides, strokes on a handwriting pad);
    /// `/api/advance` `{"t"}` (time passes with a finger down, or after a stroke);
    /// `/api/device` `{"device", "orientation", "appearance" (or "field"), "preview"}`; `/api/keyboard`
    /// `{"layout"}`; `/api/more` (more candidates for the expanded view). `nil` for other paths.
    func handleInteraction(_ path: String, _ request: [String: Any]) -> Response? {
        switch path {
        case "/api/touch":
            guard let phase = request["phase"] as? String, ["down", "move", "up"].contains(phase), let x = request["x"] as? Double,
                  let y = request["y"] as? Double, x.isFinite, y.isFinite else {
                return .error(400, "expected {\"phase\": \"down\", \"move\" or \"up\", \"x\", \"y\"}")
            }
            guard focused != nil else { return .error(409, "focus a field first") }
            let point = Point(x: x, y: y)
            switch phase {
            case "down": session.touchDown(at: point, time: time)
            case "move": session.touchMove(to: point, time: time)
            default: session.touchUp(at: point, time: time)
            }
        case "/api/advance":
            session.advance(to: time)
        case "/api/device":
            if let name = request["device"] as? String {
                guard session.catalog.devices[DeviceProfile.ID(rawValue: name)] != nil else { return .error(400, "no device '\(name)'") }
                device = DeviceProfile.ID(rawValue: name)
            }
            if let name = request["orientation"] as? String {
                guard let value = Orientation(rawValue: name) else { return .error(400, "orientation is portrait or landscape") }
                orientation = value
            }
            if let name = request["appearance"] as? String {
                guard name == "field" || KeyboardAppearance(name: name) != nil else {
                    return .error(400, "appearance is field, default, light, dark or alert")
                }
                appearance = KeyboardAppearance(name: name)
            }
            if let preview = request["preview"] as? Bool { session.settings.characterPreview = preview }
            do {
                try session.show(on: device, orientation: orientation, screen: screen())
                if let id = focused, let container = fields[id] {
                    // The field's own appearance unless the page chose one.
                    var traits = fieldTraits[id] ?? container.traits
                    if let appearance { traits.keyboardAppearance = appearance }
                    container.traits = traits
                    try session.focus(container, textLayout: MonospaceLayout(columns: 40))
                }
            } catch {
                return .error(400, "\(error)")
            }
        case "/api/keyboard":
            guard let layout = request["layout"] as? String,
                  session.catalog.layout(named: layout) != nil else { return .error(400, "expected {\"layout\": a layout id}") }
            session.showLayout(layout)
        case "/api/more":
            candidateLimit = min(candidateLimit + 40, 400)
            while session.state.candidates.count < candidateLimit, session.state.hasMoreCandidates {
                let before = session.state.candidates.count
                session.loadMoreCandidates()
                if session.state.candidates.count <= before { break }
            }
        default:
            return nil
        }
        return .json(stateJSON())
    }
}
