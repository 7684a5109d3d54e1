import Testing
import TextInputTraits
import _TestSupport

@Suite("HTMLElement tokenizer")
struct HTMLElementTests {
    @Test("quoted, unquoted and boolean attributes; names lower-cased; the first of a repeated attribute wins")
    func attributes() throws {
        let elements = try HTMLElement.parseFragment(#"<INPUT Type=EMAIL autofocus value='a "b"' data-x = "1" type="url">"#)
        #expect(elements.count == 1)
        #expect(elements[0].tagName == "input")
        #expect(elements[0].attributes == ["type": "EMAIL", "autofocus": "", "value": #"a "b""#, "data-x": "1"])
    }

    @Test("character references in values are decoded; unknown ones are left alone")
    func references() throws {
        let element = try HTMLElement.parseFragment(#"<input pattern="&#91;0-9&#x5D;*" title="a&amp;b &bogus; &#0;">"#)[0]
        #expect(element.attributes["pattern"] == "[0-9]*")
        #expect(element.attributes["title"] == "a&b &bogus; \u{FFFD}")
    }

    @Test("text, comments, doctypes and end tags are skipped; </form> is kept as a marker")
    func skipping() throws {
        let elements = try HTMLElement.parseFragment("<!doctype html><!-- <input type=tel> --><form action=/x>Name: " +
                                                     "<input></form><textarea/>")
        #expect(elements.map(\.tagName) == ["form", "input", "/form", "textarea"])
        #expect(elements[2].isFormEnd)
    }

    @Test("an unquoted value runs to whitespace or '>', a '/' included, as in HTML")
    func unquoted() throws {
        #expect(try HTMLElement.parseFragment("<input type=email/>")[0].attributes["type"] == "email/")
        #expect(try HTMLElement.parseFragment("<input type=email />")[0].attributes["type"] == "email")
    }

    @Test("errors locate the problem", arguments: [
        (#"<input type="email""#, 1, "unterminated tag '<input': missing '>'"),
        (#"<p><input type="email>"#, 16, "unterminated attribute value for 'type' in '<input': missing closing \""),
        ("just text", 1, "no HTML start tag found (expected something like '<input type=\"text\">')"),
        ("  ", 1, "empty HTML"),
        ("日本語 <input type='x", 17, "unterminated attribute value for 'type' in '<input': missing closing '"),
    ])
    func errors(html: String, column: Int, message: String) {
        #expect(throws: HTMLElement.ParseError(column: column, message: message)) { try HTMLElement.parseFragment(html) }
    }

    @Test("random input never traps, and every result is either elements or a located error", .timeLimit(.minutes(2)))
    func fuzz() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x5EED_0001)
        let alphabet = Array("<>/='\" \t\nabcinputyp&#x;!-é😀".unicodeScalars)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
            }
            do {
                let elements = try HTMLElement.parseFragment(text)
                #expect(!elements.isEmpty)
            } catch {
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "\(text.debugDescription)")
            }
            // Traits from anything: a value or an error, never a trap.
            _ = try? TextInputTraits(html: text)
        }
    }
}
