import BidirectionalText

/// Text as a picture shows it, for renderers that draw exactly what they are given: the
/// Unicode Bidirectional Algorithm (UAX #9) orders the runs, and right-to-left runs are
/// reversed by grapheme cluster with mirrored glyphs (rule L4: `(` drawn as `)`).
public enum VisualText {
    /// The runs of one direction from left to right, each in logical order (for a drawing
    /// that shapes each run itself, as SVG text with `unicode-bidi: bidi-override` does).
    /// The direction is the text's own (its first strong letter).
    public static func runs(_ text: String) -> [(text: String, isRightToLeft: Bool)] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        let paragraph = BidiParagraph(scalars, direction: nil)
        return paragraph.visualRuns(ofLine: 0..<scalars.count).map { run in
            (String(String.UnicodeScalarView(scalars[run.range])), run.level % 2 == 1)
        }
    }

    /// The characters from left to right (for a terminal, which draws cells in order).
    public static func characters(_ text: String) -> [Character] {
        runs(text).flatMap { run -> [Character] in
            guard run.isRightToLeft else { return Array(run.text) }
            return run.text.reversed().map { character in
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                      let mirror = BidiProperties.mirrored(scalar) else { return character }
                return Character(mirror)
            }
        }
    }
}
