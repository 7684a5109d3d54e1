import BuiltInInputMethods
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
import LayoutImport
import Geometry
import TextInteraction
import TextEditing
import TextInputTraits
import Testing
import _TestSupport

/// Every built-in method, through a keyboard session, on every bundled layout that names it.
@Suite("Built-in input methods")
struct BuiltInInputMethodsTests {
    /// (method, layout) for every bundled layout that names a built-in method.
    static let pairs: [(InputMethodID, String)] = BuiltInInputMethods.catalog.layouts.values
        .compactMap { layout in layout.inputMethod.map { ($0, layout.id.rawValue) } }
        .filter { BuiltInInputMethods.registry.descriptor($0.0) != nil }
        .sorted { $0.1 < $1.1 }

    enum Step: CustomStringConvertible {
        case key(Key.ID), stroke(Int), candidate, followOn, backspace, space
        var description: String {
            switch self {
            case .key(let id): id.rawValue
            case .stroke(let n): "{stroke \(n)}"
            case .candidate: "{#1}"
            case .followOn: "{>1}"
            case .backspace: "{backspace}"
            case .space: "{space}"
            }
        }
    }

    /// A script that walks a method through its states: composing from one letter up, picking a
    /// candidate mid-composition and at the end, a follow-on, backspacing into and out of a
    /// composition, and space.
    static func script(for keyboard: ResolvedKeyboard) -> [Step] {
        let letters = keyboard.keys.filter {
            if case .input(let text) = $0.action { text.count == 1 && text.first?.isLetter == true } else { false }
        }.map(\.id)
        // A keyboard without letters (a handwriting pad) writes strokes instead.
        let k = { (i: Int) in letters.isEmpty ? Step.stroke(i) : Step.key(letters[(i * 7) % letters.count]) }
        return [k(0), k(1), k(2), .candidate, k(3), k(4), .backspace, .backspace, .backspace, k(5), .candidate, .followOn,
                .backspace, k(6), k(7), .space, k(8), k(9), k(10), .candidate, .candidate]
    }

    static func session(_ keyboards: [String]) -> KeyboardSession {
        KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards,
                        device: "iphone-classic", screen: Size(width: 320, height: 480))
    }

    func host(_ layout: String) throws -> (KeyboardSession, TextContainer) {
        let host = Self.session([layout, "en-US"])
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .multiLine, text: "» ", traits: traits)
        try host.focus(field, textLayout: GridLayout())
        return (host, field)
    }

    func run(_ step: Step, on host: KeyboardSession) {
        switch step {
        case .key(let id): host.press(id)
        case .stroke(let n):
            // A line across the pad, a different one each time.
            let slope: Double = Double(n % 5) / 4
            var points: [StrokePoint] = []
            for i in 0...10 {
                let step = Double(i) * 10
                points.append(StrokePoint(x: 100 + step, y: 50 + step * slope, time: Double(i) / 60))
            }
            host.write(points)
        case .candidate: host.selectCandidate(0)
        case .followOn: host.selectFollowOn(0)
        case .backspace: host.press("backspace")
        case .space: host.press("space")
        }
    }

    @Test("every built-in method is named by a bundled layout, but keyman, whose layouts are Keyman keyboards a host imports")
    func coverage() {
        #expect(Set(Self.pairs.map(\.0.rawValue)) == BuiltInInputMethods.registry.ids.subtracting(["keyman"]))
        #expect(BuiltInInputMethods.registry.ids.contains("keyman"))
    }

    static let routes = ["set layout", "set layout and focus again", "globe key", "a new host"]

    /// Every layout with every route (long tests), or every layout with one route, the routes
    /// taken in turn so each is run.
    static let switches: [(String, String)] = LongTests.enabled
        ? pairs.flatMap { pair in routes.map { (pair.1, $0) } }
        : pairs.enumerated().map { ($0.element.1, routes[$0.offset % routes.count]) }

    @Test("switching keyboards in every state keeps what the user typed, and typing goes on after it", arguments: switches)
    func switchInEveryState(layout: String, route: String) throws {
        let steps = try Self.script(for: #require(host(layout).0.keyboard))
        // Every state (long tests), or every fifth and the last.
        for length in Set(LongTests.sample(0...steps.count, every: 5) + [steps.count]).sorted() {
            let (typing, field) = try host(layout)
            for step in steps.prefix(length) { run(step, on: typing) }
            let state = "after \(steps.prefix(length).map(\.description).joined()) on \(layout)"
            // Committed text and the composition as it commits: as shown, or (pinyin) as typed.
            var shown = field.text
            // A new host has no method to ask: another's composition stays as shown.
            if let marked = field.markedRange, let commit = typing.compositionCommit, route != "a new host" {
                let units = Array(shown.utf16)
                shown = String(decoding: units[..<marked.lowerBound] + Array(commit.utf16) + units[marked.upperBound...], as: UTF16.self)
                #expect(commit == field.markedText || layout == "zh-Hans-pinyin", "only pinyin's marked text is not what it commits")
            }
            var host = typing
            switch route {
            case "set layout": host.showLayout("en-US")
            case "set layout and focus again": host.showLayout("en-US"); try host.focus(field, textLayout: GridLayout())
            case "a new host":   // a front end that makes a session per keyboard
                host = Self.session(["en-US"])
                try host.focus(field, textLayout: GridLayout())
            default:   // the globe key, whatever the layout calls it
                if let globe = host.keyboard?.keys.first(where: { $0.action == .nextKeyboard }) { host.press(globe.id) }
            }
            #expect(host.state.layout == "en-US" && host.state.inputMethod == nil, "\(state)")
            #expect(field.markedRange == nil, "\(state)")
            #expect(field.text == shown, "\(state)")
            #expect(host.state.candidates.isEmpty, "\(state)")
            host.press("a")
            #expect(field.text == shown + "a", "\(state)")
        }
    }
}

@Suite("The keyman method in a session: an imported Keyman keyboard typed through its rules")
struct KeymanInHostTests {
    @Test("the host types through the program, and shows the layer a rule chooses with layer()")
    func layerChoice() throws {
        let program = "store(&NAME) 'Layers'\nbegin Unicode > use(main)\ngroup(main) using keys\n" +
                      "+ [K_Q] > 'q' layer('shift')\n+ [SHIFT K_W] > 'Ŵ'\n+ [K_W] > 'ŵ'\n"
        let sources = [LayoutSource(path: "layers.kmn", text: program)]
        let catalog = LayoutLoader.load(BundledLayouts.merged(with: [LayoutImport.prepare(sources)]),
                                        inputMethods: BuiltInInputMethods.requirements).catalog
        let host = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: ["layers"],
                                   device: "iphone-classic", screen: Size(width: 320, height: 480))
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .multiLine, traits: traits)
        try host.focus(field, textLayout: GridLayout())
        host.press("K_W")
        host.press("K_Q")
        // The rule chose the shift layer: the next key is its shifted W, and then the one-shot shift ends.
        #expect(host.state.layer == .shifted)
        let shiftedW = try #require(host.keyboard?.keys.first { $0.id.rawValue.hasPrefix("K_W") }?.id)
        host.press(shiftedW)
        #expect(field.text == "ŵqŴ" && host.state.layer == .letters)
    }
}
