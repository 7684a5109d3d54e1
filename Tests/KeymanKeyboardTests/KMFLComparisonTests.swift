import KeymanKeyboard
import Testing

@Suite("KMFL comparison: differences counted, and known KMFL departures explained")
struct KMFLComparisonTests {
    static let source = """
        begin Unicode > use(main)
        group(main) using keys
        + [NCAPS K_COLON] > 'ж'
        + [NCAPS SHIFT K_COLON] > 'Ж'
        + 'q' > 'й'
        """

    @Test("a line KMFL types as ';' for the unshifted K_COLON is explained; other differences are not")
    func explained() throws {
        let program = try #require(KMNReader.read(Self.source, file: "t.kmn").program)
        let tsv = "keyboard\tsequence\texpected\n"
            + "t\tK_Q K_COLON\tй;\n"          // KMFL: the [NCAPS K_COLON] rule never fires
            + "t\tS+K_COLON K_Q\tЖй\n"        // the same
            + "t\tK_Q\tq\n"                   // a real difference
            + "t\tK_BKSLASH K_Q\t\\\\й\n"     // an escaped backslash
        let cases = try KMFLComparison.compare(tsv, file: "t.tsv") { name throws(KMFLComparison.ReadError) in
            guard name == "t" else { throw KMFLComparison.ReadError(description: "no \(name)") }
            return program
        }
        #expect(cases.map(\.agrees) == [false, true, false, true])
        #expect(cases.map(\.explanation) == [.colonKey, nil, nil, nil])
        #expect(cases[0].typed == "йж" && cases[2].line == 4)
        #expect(throws: KMFLComparison.ReadError(description: "t.tsv:2: expected keyboard, sequence and expected text, found 2 columns")) {
            try KMFLComparison.compare("header\nt\tK_Q\n", file: "t.tsv") { _ throws(KMFLComparison.ReadError) in program }
        }
        #expect(throws: KMFLComparison.ReadError(description: "no u")) {
            try KMFLComparison.compare("header\nu\tK_Q\tq\n", file: "t.tsv") { name throws(KMFLComparison.ReadError) in
                throw KMFLComparison.ReadError(description: "no \(name)")
            }
        }
    }
}
