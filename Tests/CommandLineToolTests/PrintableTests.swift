import CommandLineInterface
@testable import CommandLineTool
import KeyboardDrawing
import Foundation
import Testing
import _TestSupport

@Suite("Text from outside, shown safely")
struct PrintableTests {
    @Test("control characters become their pictures; other text is untouched", arguments: [
        ("plain é 한 😀", "plain é 한 😀"),
        ("a\u{1B}[31mred", "a␛[31mred"),
        ("\u{0}\u{7}\t\n", "␀␇␉␊"),
        ("del\u{7F} c1\u{85}", "del␡ c1\u{FFFD}"),
        ("\u{E000}", "\u{E000}"),
    ])
    func pictures(text: String, shown: String) {
        #expect(printable(text) == shown)
    }

    @Test("SVG text is XML-escaped and has no character XML forbids")
    func svg() {
        #expect(KeyboardDrawing.escaped("<&\"\u{0}\u{1B}>") == "&lt;&amp;&quot;␀␛&gt;")
    }

    @Test("a 200,000-character label is drawn cut to its key (each character measured once)")
    func longLabel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-label-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let label = String(repeating: "x", count: 200_000)
        let layout = #"{"format": 1, "id": "big-label", "locale": "en-IE", "name": "Big", "script": "Latn", "imports": ["shared/base", "# +
                     #""shared/symbols"], "keys": {"q": {"label": "\#(label)"}}, "layers": {"letters": {"kind": "letters", "rows": ["q "# +
                     #"w "# +
                     #"e r t y u i o p", "a s d f g h j k l", "shift gap z x c v b n m gap backspace", "@bottom"]}}}"#
        try layout.write(toFile: folder + "/big-label.json", atomically: true, encoding: .utf8)
        let result = softkbd(["render", "--layouts", folder, "--layout", "big-label"])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n")[1].hasPrefix(" [xxxx]  [ w  ]"))
        let svg = softkbd(["render", "--layouts", folder, "--layout", "big-label", "--format", "svg"])
        #expect(svg.exitCode == .success && svg.stdout.contains(label))
    }
}
