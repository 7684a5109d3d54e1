import LayoutFile
@testable import LayoutImport
import Testing
import _TestSupport

@Suite("XML reader")
struct XMLReaderTests {
    func parse(_ text: String) -> (XMLElement?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let root = XMLReader.parse(text, file: "t.xml", diagnostics: &diagnostics)
        return (root, diagnostics.diagnostics)
    }

    @Test("elements, attributes and their positions; comments, PIs, CDATA, text and a DOCTYPE skipped")
    func positions() throws {
        let marked = MarkedText("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE k SYSTEM \"k.dtd\">\n<!-- c -->\n<k a=\"1\">\n  text " +
                                "<![CDATA[<x>]]>\n  <1️⃣row 2️⃣keys='q  w &amp; &#x41;&#66;'/>\n</k>")
        let (root, diagnostics) = parse(marked.text)
        #expect(diagnostics.isEmpty)
        let element = try #require(root)
        #expect(element.name == "k" && element.attribute("a")?.value == "1")
        let row = try #require(element.children(named: "row").first)
        #expect((row.range.start.line, row.range.start.column) == marked.position("1️⃣"))
        let keys = try #require(row.attribute("keys"))
        #expect((keys.nameRange.start.line, keys.nameRange.start.column) == marked.position("2️⃣"))
        #expect(keys.value == "q  w & AB")
        #expect(!keys.isVerbatim)
    }

    @Test("a verbatim value locates its parts; white space in values becomes spaces")
    func verbatim() throws {
        let (root, _) = parse("<k keys=\"ab cd\" other=\"a\n\tb\"/>")
        let keys = try #require(root?.attribute("keys"))
        let part = keys.range(ofScalars: 3, length: 2)
        #expect((part.start.column, part.end.column) == (13, 15))
        #expect(root?.attribute("other")?.value == "a  b")
        #expect(root?.attribute("other")?.isVerbatim == false)
    }

    @Test("malformed XML is one invalid-xml diagnostic at the place, never a crash", arguments: [
        ("<k>", "1:2", "not closed"), ("<k></j>", "1:4", "closes"), ("<k a=1/>", "1:6", "in quotes"),
            ("<k a=\"1\" a=\"2\"/>", "1:10", "given twice"),
        ("<k a=\"<\"/>", "1:7", "'<' in the value"), ("<k>&nope;</k>", "1:4", "unknown entity"),
        ("<k>&#0;</k>", "1:4", "character reference"),
        ("<k/><j/>", "1:5", "after the root"), ("", "1:1", "no root"), ("text", "1:1", "before the root"),
        ("<!-- a -- b --><k/>", "1:8", "'--' inside"),
        ("<!DOCTYPE k [<!ENTITY e \"x\">]><k/>", "1:14", "entity declarations"), ("<k a=\"1\"b=\"2\"/>", "1:9", "separated"),
        ("<k><!x></k>", "1:4", "'<!'"),
        ("<1k/>", "1:2", "cannot start"),
        // What XML 1.0 does not allow: escape and other C0 controls, raw or by reference, and NUL.
        ("<k a=\"&#x1B;[31m\"/>", "1:7", "U+001B, a character XML 1.0 does not allow"), ("<k>&#7;</k>", "1:4", "U+0007"),
        ("<k a=\"\u{1B}[31m\"/>", "1:7", "U+001B is not a character XML 1.0 allows"), ("<k/>\n\n  \u{0}", "3:3", "U+0000"),
        ("<k a=\"&#xFFFE;\"/>", "1:7", "U+FFFE"),
    ])
    func malformed(text: String, place: String, message: String) {
        let (root, diagnostics) = parse(text)
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.rule == "invalid-xml" || diagnostic?.rule == "file-too-large")
        #expect(diagnostic.map { "\($0.range.start.line):\($0.range.start.column)" } == place, "\(diagnostic?.formatted ?? "")")
        #expect(diagnostic?.message.contains(message) == true, "\(diagnostic?.message ?? "")")
    }

    @Test("tab, line feed and carriage return are XML; so are DEL and the C1 controls (allowed, though discouraged)")
    func allowedControls() {
        let (root, diagnostics) = parse("<k a=\"x&#9;y&#xA;\"\t>\r\n<j b=\"\u{7F}\"/></k>")
        #expect(root != nil && diagnostics.isEmpty)
    }

    @Test("limits: depth, element count, attributes, size")
    func limits() {
        var limits = XMLReader.Limits()
        limits.maximumElements = 10
        limits.maximumAttributes = 3
        var diagnostics = DiagnosticCollector()
        #expect(XMLReader.parse("<k>" + String(repeating: "<a/>", count: 10) + "</k>", file: "t", limits: limits,
                                diagnostics: &diagnostics) == nil)
        #expect(XMLReader.parse("<k a=\"1\" b=\"1\" c=\"1\" d=\"1\"/>", file: "t", limits: limits, diagnostics: &diagnostics) == nil)
        #expect(XMLReader.parse(String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65), file: "t",
                                diagnostics: &diagnostics) == nil)
        #expect(XMLReader.parse(String(repeating: " ", count: (1 << 20) + 1), file: "t", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.rule) == ["invalid-xml", "invalid-xml", "invalid-xml", "file-too-large"])
    }
}
