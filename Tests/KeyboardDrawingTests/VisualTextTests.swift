import KeyboardDrawing
import Testing

@Suite("Text as a picture shows it")
struct VisualTextTests {
    @Test("a label mixing directions is split into runs drawn left to right in the algorithm's order")
    func runs() {
        #expect(KeyboardDrawing.ordered("abc שלום def") == " direction=\"ltr\" unicode-bidi=\"bidi-override\">"
            + "<tspan direction=\"ltr\" unicode-bidi=\"bidi-override\">abc </tspan>"
            + "<tspan direction=\"rtl\" unicode-bidi=\"bidi-override\">שלום</tspan>"
            + "<tspan direction=\"ltr\" unicode-bidi=\"bidi-override\"> def</tspan>")
        // In "שלום (1)" the number sits at level 2 inside the right-to-left run.
        #expect(VisualText.runs("שלום (1)").map(\.text) == [")", "1", "שלום ("])
        #expect(String(VisualText.characters("שלום (1)")) == "(1) םולש")
        #expect(String(VisualText.characters("א(ב)")) == "(ב)א")   // mirrored: the reversed ")" is drawn "("
    }

    @Test("numbers in pictures: no trailing .0, at most two decimals")
    func numbers() {
        #expect(number(216) == "216" && number(33.3649) == "33.36" && number(-0.004) == "0" && number(12.5) == "12.5")
    }
}
