import KeyboardModel
import Testing

@Suite("CaseMapping")
struct CaseMappingTests {
    @Test("Turkish and Azerbaijani pair dotted and dotless i, both ways")
    func turkic() {
        #expect(CaseMapping.uppercase("istanbul ılık", locale: "tr-TR") == "İSTANBUL ILIK")
        #expect(CaseMapping.lowercase("İSTANBUL ILIK", locale: "tr") == "istanbul ılık")
        #expect(CaseMapping.lowercase("I", locale: "az") == "ı")
        #expect(CaseMapping.lowercase("I\u{307}", locale: "tr") == "i")        // I + dot above is i
        #expect(CaseMapping.uppercase("i", locale: "en") == "I")
        #expect(CaseMapping.lowercase("I", locale: "en") == "i")
        #expect(CaseMapping.lowercase("İ", locale: "en") == "i\u{307}")
    }

    @Test("Greek: a capital sigma ends a word as ς, elsewhere σ")
    func finalSigma() {
        #expect(CaseMapping.lowercase("ΟΔΟΣ", locale: "el") == "οδος")
        #expect(CaseMapping.lowercase("ΟΔΟΣ ΣΟΦΙΑΣ.", locale: "el") == "οδος σοφιας.")
        #expect(CaseMapping.lowercase("Σ", locale: "el") == "σ")              // no letter before: not final
    }

    @Test("Lithuanian keeps the dot of i under accents; ß and ligatures expand; other text as UnicodeData says")
    func special() {
        #expect(CaseMapping.lowercase("Ì", locale: "lt") == "i\u{307}\u{300}")
        #expect(CaseMapping.lowercase("I\u{301}", locale: "lt") == "i\u{307}\u{301}")
        #expect(CaseMapping.lowercase("Ì", locale: "en") == "ì")
        #expect(CaseMapping.uppercase("straße ﬁ", locale: "de") == "STRASSE FI")
        #expect(CaseMapping.uppercase("ǆ ĳ ω", locale: "en") == "Ǆ Ĳ Ω")
        #expect(CaseMapping.uppercase("123 !?", locale: "en") == "123 !?")
    }

    @Test("shift types one character for one: İ for i in Turkish, ß stays ß, .com stays")
    func shifted() {
        #expect(shiftedForm(of: "i", locale: "tr") == "İ")
        #expect(shiftedForm(of: "ı", locale: "tr") == "I")
        #expect(shiftedForm(of: "i", locale: "en-US") == "I")
        #expect(shiftedForm(of: "ß", locale: "de") == "ß")
        #expect(shiftedForm(of: "ŉ", locale: "en") == "ŉ")
        #expect(shiftedForm(of: ".com", locale: "en") == ".com")
        #expect(shiftedForm(of: "я", locale: "ru") == "Я")
    }
}
