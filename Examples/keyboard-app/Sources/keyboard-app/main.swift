// A front end in a few lines: attach a field, show a keyboard, feed it touches, draw its state.
// It types "rhe " on the English keyboard (corrected to "The "), "nihao" in pinyin, "toukyou" in
// romaji, and writes 十 on the handwriting pad, printing what a front end would draw.
import SoftKeyboard

let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                              keyboards: ["en-US", "zh-Hans", "ja-JP", "zh-Hans-handwriting"],
                              device: "iphone-classic", screen: Size(width: 320, height: 480))
let field = TextContainer(kind: .singleLine)
try session.focus(field, textLayout: MonospaceLayout(columns: 40))
print("events:", session.takeEvents().map(\.kind.rawValue).joined(separator: ", "))   // willShow, didShow

/// A finger taps the key that types `output` in either case (at its centre, in keyboard coordinates).
@MainActor func tap(_ output: String, time: inout Double) {
    guard let key = session.keyboard?.keys.first(where: { $0.output?.lowercased() == output
                                                          || ($0.action == .space && output == " ") }) else { return }
    session.tap(at: Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2), time: time)
    time += 0.2
}

/// What a front end draws: the text, the composition, the bars, any problem.
@MainActor func draw(_ step: String) {
    let state = session.state
    var line = "\(step): text \"\(state.text)\""
    if let marked = state.markedText { line += ", marked \"\(marked)\"" }
    if !state.candidates.isEmpty { line += ", candidates " + state.candidates.prefix(3).map(\.text).joined(separator: " ") }
    if !state.suggestions.isEmpty { line += ", suggestions " + state.suggestions.map(\.description).joined(separator: " ") }
    if let problem = state.problem { line += ", problem: \(problem)" }
    print(line)
}

var time = 0.0
for letter in ["r", "h", "e"] { tap(letter, time: &time) }
draw("en-US rhe")                      // suggestions "Rhe" *The* …
tap(" ", time: &time)
draw("en-US space")                    // text "The "

session.showLayout("zh-Hans")
for letter in "nihao" { tap(String(letter), time: &time) }
draw("zh-Hans nihao")                  // marked "ni hao", candidates 你好 …
session.selectCandidate(0)

session.showLayout("ja-JP")
for letter in "toukyou" { tap(String(letter), time: &time) }
draw("ja-JP toukyou")                  // marked "とうきょう", candidates 東京 …
session.selectCandidate(0)

session.showLayout("zh-Hans-handwriting")
if let pad = session.keyboard?.keys.first(where: { $0.action == .writingPad })?.frame {
    // 十: a stroke across the pad, then one down it, drawn with the finger.
    for (from, to) in [((0.15, 0.5), (0.85, 0.5)), ((0.5, 0.1), (0.5, 0.9))] {
        func point(_ at: (Double, Double)) -> Point { Point(x: pad.x + pad.width * at.0, y: pad.y + pad.height * at.1) }
        session.touchDown(at: point(from), time: time)
        for step in 1...8 {
            let t = Double(step) / 8
            session.touchMove(to: point((from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)), time: time + 0.02 * Double(step))
        }
        session.touchUp(at: point(to), time: time + 0.2)
        time += 0.5
    }
    draw("handwriting 十")                // candidates 十 …
    session.selectCandidate(0)
}
draw("done")                           // text "The 你好東京十"
