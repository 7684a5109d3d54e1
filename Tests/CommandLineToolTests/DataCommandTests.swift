import CommandLineInterface
import CommandLineTool
import Foundation
import Testing

@Suite("softkbd data, and softkbd away from its data")
struct DataCommandTests {
    @Test("every data file: where it was found, its size and licence, and that it reads")
    func listing() throws {
        let (code, out, err) = softkbd("data")
        #expect(code == .success, "\(err)")
        for name in ["pinyin.model", "japanese.model", "hanzi.templates", "MANIFEST.tsv", "STCharacters.txt", "emoji.catalog"] {
            #expect(out.contains("(\(name)"), "\(name) not listed")
        }
        #expect(out.components(separatedBy: "(resource bundle)").count - 1 == 8, "\(out)")
        #expect(out.components(separatedBy: "  reads:   yes").count - 1 == 8)
        #expect(out.contains("licence: CC BY-SA 4.0") && out.contains("licence: OpenCC, Apache License 2.0"))
        #expect(out.contains(" languages, ") && out.contains("9,574 characters") && out.contains("3,655 emoji, 72 locales"))
        let json = try #require(jsonArray(softkbd("data", "--format", "json").stdout))
        #expect(json.count == 8
                && json.allSatisfy { ($0["size"] as? Int ?? 0) > 0 && $0["problem"] == nil
                                     && $0["foundBy"] as? String == "resource bundle" })
    }

    @Test("a damaged file is named with its reader's reason, and the command fails")
    func damaged() throws {
        let garbage = NSTemporaryDirectory() + "softkbd-garbage-\(UInt32.random(in: 0...UInt32.max)).model"
        try Data("not a model".utf8).write(to: URL(fileURLWithPath: garbage))
        defer { try? FileManager.default.removeItem(atPath: garbage) }
        let run = try shell("SOFTKBD_JAPANESE_MODEL=\(garbage) \"$SOFTKBD\" data")
        #expect(run.status == 1)
        #expect(run.stdout.contains("found:   \(garbage) (from $SOFTKBD_JAPANESE_MODEL)"))
        #expect(run.stdout.contains("problem: the Japanese model \(garbage) is damaged"), "\(run.stdout)")
        #expect(run.stderr == "softkbd: error: 1 of 8 data files cannot be used: the Japanese model\n")
    }

    /// The executable copied alone to another folder, as an install that forgets the resource
    /// bundles; then with them.
    @Test("installed without its resource bundles it says what is missing and where it looked; with them it works")
    func installed() throws {
        let folder = NSTemporaryDirectory() + "softkbd-install-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let alone = try shell("""
            mkdir -p \(folder) && cp "$SOFTKBD" \(folder)/softkbd && cd / && \(folder)/softkbd type --layout en-US 'rhe ' && \
            echo "[data $(\(folder)/softkbd data >/dev/null 2>&1; echo $?)]" && \
            { \(folder)/softkbd autocorrect < /dev/null; echo "[autocorrect $?]"; } && \(folder)/softkbd pinyin convert nihao
            """)
        #expect(alone.status == 1)
        #expect(alone.stdout == "Rhe \n[data 1]\n[autocorrect 1]\n", "typing goes on, uncorrected")
        // Asked for a language without naming one, it says the word lists are missing, not "one of" nothing.
        #expect(alone.stderr.contains("softkbd: error: the autocorrection word lists (MANIFEST.tsv) cannot be found"), "\(alone.stderr)")
        #expect(alone.stderr.contains("softkbd: warning: the 'en' word list cannot be read: the autocorrection word lists (MANIFEST.tsv) " +
                                      "cannot be found; "
                                      + "looked in: $SOFTKBD_LEXICONS (not set), \(folder)/SoftKeyboard_LexiconsData.resources."),
                                          "\(alone.stderr)")
        #expect(alone.stderr.contains("softkbd: error: the pinyin model (pinyin.model) cannot be found"))
        let bundled = try shell("""
            cp -R "$(dirname "$SOFTKBD")"/SoftKeyboard_*.resources \(folder)/ && cd / && \(folder)/softkbd type --layout en-US 'rhe ' && \
            \(folder)/softkbd pinyin convert nihao && \(folder)/softkbd japanese convert toukyou && \
            \(folder)/softkbd zhuyin convert 'ㄊㄞˊ ㄨㄢ' && \
            \(folder)/softkbd emoji search pizza && \
            \(folder)/softkbd data | grep -c\
             'reads:   yes'
            """)
        #expect(bundled.status == 0, "\(bundled.stderr)")
        #expect(bundled.stdout == "The \nsuggestions: only  the  first\n你好\n東京\n台灣\n🍕\tpizza\n8\n")
    }
}
