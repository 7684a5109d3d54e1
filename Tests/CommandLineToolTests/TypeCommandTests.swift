import CommandLineInterface
import Foundation
import CommandLineTool
import Testing

@Suite("softkbd type")
struct TypeCommandTests {
    @Test("typing through layouts and input methods", arguments: [
        (["--layout", "ko-KR", "gksrmf"], "한글\nmarked: 글\n"),
        (["--layout", "ko-KR", "dkssud{space}goTsl{space}"], "안녕 했니 \n"),
        (["--layout", "ko-KR", "Rkcl{backspace}"], "까ㅊ\nmarked: ㅊ\n"),
        // The default traits of a text view: sentences start with a capital.
        (["--layout", "en-US", "Hello{space}{space}world"], "Hello. World\n"),
        (["--layout", "en-US", "hi{space}{space}there"], "Hi. There\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "hi{space}{space}there"], "hi. there\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=allCharacters", "hi"], "HI\n"),
        (["--layout", "sv", "hej{mode}{to-symbols}{{"], "Hej{\n"),
        // The globe key shows the next of --keyboards, committing the composition as shown.
        (["--keyboards", "zh-Hans,en-US", "ni{globe}a"], "nia\n"),
        (["--keyboards", "zh-Hans,en-US", "ni{#1}{globe}a{globe}{globe}b"], "你ab\n"),
        (["--keyboards", "ko-KR,en-US", "gks{globe}a"], "한a\n"),
        (["--layout", "zh-Hans", "wo{backspace}{backspace}"], "\n"),
        (["--layout", "zh-Hans", "nihao{return}"], "nihao\n"),
        // Shift is re-armed after the numbers layer; a space there returns to the letters (iOS);
        // a character the layer shown lacks is reached through the layer keys.
        (["--layout", "en-US", "hello{mode}.{space}{mode}world"], "Hello. World\n"),
        (["--layout", "en-US", "hello{mode}.{space}world"], "Hello. World\n"),
        (["--layout", "en-US", "a1b#c"], "A1b#c\n"),
        // A character only a long press offers is typed through it, as a person would.
        (["--layout", "en-US", "--set", "autocorrectionType=no", "café É"], "Café É\n"),
        (["--layout", "ar", "١٢٣123"], "١٢٣123\n"),
        // Vietnamese composes by Telex as typed, before any correction.
        (["--layout", "vi", "tieengs vieejt"], "Tiếng việt\nmarked: việt\n"),
        (["--layout", "vi", "--set", "autocapitalizationType=none", "tieengs vieejt "], "tiếng việt \n"),
        // A one-time code types ASCII digits on the number pads of locales whose digits are not 0–9.
        (["--layout", "ar", "--set", "keyboardType=numberPad", "--set", "textContentType=oneTimeCode", "123"], "123\n"),
        (["--layout", "fa", "--set", "keyboardType=numberPad", "--set", "textContentType=oneTimeCode", "123"], "123\n"),
        (["--layout", "mr", "--set", "keyboardType=numberPad", "--set", "textContentType=oneTimeCode", "123"], "123\n"),
        (["--layout", "ne", "--set", "keyboardType=numberPad", "--set", "textContentType=oneTimeCode", "123"], "123\n"),
        (["--layout", "bn", "--set", "keyboardType=numberPad", "--set", "textContentType=oneTimeCode", "123"], "123\n"),
        (["--layout", "ar", "--set", "keyboardType=asciiCapableNumberPad", "123"], "123\n"),
        (["--layout", "ar", "--set", "keyboardType=numberPad", "١٢٣"], "١٢٣\n"),
        // Two taps on shift 0.3 s apart lock caps; with a key between they do not.
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "{shift}{shift}abc"], "ABC\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "{shift}{shift}ab{shift}c"], "ABc\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "{shift}a{shift}bc"], "ABc\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "{shift}{pause}{shift}abc"], "abc\n"),
        (["--layout", "en-US", "--set", "autocapitalizationType=none", "--setting", "enableCapsLock=off", "{shift}{shift}abc"], "abc\n"),
    ])
    func typing(arguments: [String], expected: String) {
        let (code, output) = SoftKeyboardCommand.run(["type"] + arguments)
        #expect(code == .success, "\(output.standardError)")
        // The suggestion bar has its own test below.
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("suggestions: ") }
        #expect(lines.joined(separator: "\n") == expected)
    }

    @Test("autocorrection: space commits the correction, traits and settings turn it off, {=N} picks from the bar", arguments: [
        // After a space the bar holds next words (the model's; see PredictCommandTests for their ranking).
        (["--layout", "en-US", "rhe "], "The \nsuggestions: only  the  first\n"),
        (["--layout", "en-US", "--set", "autocorrectionType=no", "rhe "], "Rhe \nsuggestions: is  and  has\n"),
        (["--layout", "en-US", "--setting", "autoCorrection=off", "rhe "], "Rhe \nsuggestions: is  and  has\n"),
        (["--layout", "en-US", "--keyboard-type", "URL", "--set", "autocapitalizationType=none", "wrold."], "wrold.\n"),
        (["--layout", "en-US", "rhe"], "Rhe\nsuggestions: \"Rhe\"  *The*  Rhee\n"),
        (["--layout", "en-US", "--setting", "predictiveText=off", "rhe"], "Rhe\n"),
        (["--layout", "en-US", "rhe{=1}"], "Rhe \nsuggestions: is  and  has\n"),
        (["--layout", "en-US", "teh {backspace}"], "Teh \nsuggestions: is  and  has\n"),
        (["--layout", "en-US", "I dont "], "I don’t \nsuggestions: know  think  want\n"),
        (["--layout", "en-US", "--setting", "smartPunctuation=off", "--setting", "predictiveText=off", "I dont "], "I don't \n"),
        (["--layout", "fr-FR", "cafe "], "Café \nsuggestions: avec  euros  excellent\n"),
        (["--layout", "de-DE", "das haus "], "Das Haus \nsuggestions: mit  und  🏠\n"),
        (["--layout", "tr-TR", "--setting", "predictiveText=off", "istanbul "], "İstanbul \n"),
        (["--layout", "en-US", "--setting", "predictiveText=off", "je suis content "], "He suits content \n"),
        (["--layout", "en-US", "--languages", "en,fr", "--setting", "predictiveText=off", "je suis content "], "Je suis content \n"),
    ])
    func autocorrection(arguments: [String], expected: String) {
        let (code, output) = SoftKeyboardCommand.run(["type"] + arguments)
        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput == expected)
    }

    @Test("a letter no key types on a keyboard of other rows is an error naming it, not a guess by position")
    func noGuessAcrossGeometry() throws {
        try withTemporaryFolder("softkbd-geometry") { folder in
            // A .kmn alone: the derived touch keyboard has a number row, so its rows are not en-US's.
            try ("store(us) 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'\n" +
                 "store(gr) 'αβψδεφγηιξκλμνοπ;ρστθωςχυζΑΒΨΔΕΦΓΗΙΞΚΛΜΝΟΠ:ΡΣΤΘΩΣΧΥΖ'\n" +
                 "begin Unicode > use(main)\ngroup(main) using keys\n+ any(us) > index(gr, 1)\n")
                .write(to: folder.appendingPathComponent("greek.kmn"), atomically: true, encoding: .utf8)
            let (code, output) = SoftKeyboardCommand.run(["type", "--layouts", folder.path, "--layout", "greek", "kalhmera"])
            #expect(code == .failure && output.standardOutput.isEmpty, "\(output.standardOutput)")
            #expect(output.standardError.contains("no key types 'k'"), "\(output.standardError)")
            #expect(SoftKeyboardCommand.run(["type", "--layouts", folder.path, "--layout", "greek", "Κα"]).1.standardOutput == "Κα\n")
        }
        // Rows as long as the companion's keep the Latin-label guess: gksrmf on Korean, ghbdtn on Russian.
        #expect(SoftKeyboardCommand.run(["type", "--layout", "ru-RU", "ghbdtn"]).1.standardOutput.hasPrefix("Привет"))
    }

    @Test("a character only the unshifted letters have is reached from the shifted first layer by shift, as a person would")
    func shiftReachesLetters() throws {
        try withTemporaryFolder("softkbd-shift") { folder in
            let layout = #"{"format": 1, "id": "apos", "locale": "en-ZZ", "name": "Apostrophe", "script": "Latn", "# +
                #""imports": ["shared/base", "shared/symbols"], "layers": {"letters": {"kind": "letters", "rows": "# +
                #"["q w e r t y u i o p", "a s d f g h j k l ʼ", "shift z x c v b n m backspace", "@bottom"]}, "# +
                #""shifted": {"kind": "letters", "rows": ["Q W E R T Y U I O P", "A S D F G H J K L @", "# +
                #""shift Z X C V B N M backspace", "@bottom"]}}}"#
            try layout.write(to: folder.appendingPathComponent("apos.json"), atomically: true, encoding: .utf8)
            let (code, output) = SoftKeyboardCommand.run(["type", "--layouts", folder.path, "--layout", "apos",
                                                          "ʼe"])
            #expect(code == .success && output.standardOutput.hasPrefix("ʼe"), "\(output.standardError)")
        }
    }

    @Test("a hardware key no rule takes types what it types by itself: Tab a tab, Enter a line break")
    func unhandledKeys() throws {
        try withTemporaryFolder("softkbd-tab") { folder in
            try "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > 'x'\n"
                .write(to: folder.appendingPathComponent("tab.kmn"), atomically: true, encoding: .utf8)
            let (_, output) = SoftKeyboardCommand.run(["type", "--layouts", folder.path, "--layout", "tab",
                                                       "--hardware", "K_A K_TAB K_ENTER K_A"])
            #expect(output.standardOutput == "x\t\nx\n", "\(output.standardOutput.debugDescription)")
        }
        let (_, plain) = SoftKeyboardCommand.run(["type", "--layout", "en-US", "--hardware", "K_A K_TAB K_B"])
        #expect(plain.standardOutput.hasPrefix("a\tb\n"))
    }

    @Test("--hardware presses Keyman keys on a US keyboard through a .kmn given to --layouts, named by its file")
    func hardware() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-hardware-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("accents.kmn")
        try ("begin Unicode > use(main)\ngroup(main) using keys\n+ \"'\" > dk(acute)\ndk(acute) + 'e' > 'é'\n" +
             "+ [RALT K_E] > '€'\n").write(to: program, atomically: true, encoding: .utf8)
        let (code, output) = SoftKeyboardCommand.run(["type", "--layouts", program.path, "--layout", "accents",
                                                      "--hardware", "K_QUOTE K_E R+K_E K_SPACE S+K_X K_BKSP K_Y"])
        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("é€ y\n"))
        let (bad, message) = SoftKeyboardCommand.run(["type", "--layouts", program.path, "--layout", "accents", "--hardware", "K_NOPE"])
        #expect(bad == .usage && message.standardError.contains("unknown key 'K_NOPE'"))
    }

    @Test("JSON output")
    func json() {
        let (code, output) = SoftKeyboardCommand.run(["type", "--layout", "ko-KR", "gksrmf", "--format", "json"])
        #expect(code == .success)
        #expect(output.standardOutput.contains(#""marked" : "글""#) && output.standardOutput.contains(#""text" : "한글""#))
    }

    @Test("pinyin through the host: candidates numbered, {#N} picks one, {>N} a follow-on")
    func candidates() throws {
        let composing = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "beijingtiananmen"]).output.standardOutput
        let lines = composing.split(separator: "\n")
        #expect(lines.count == 3 && lines[1] == "marked: bei jing tian an men")
        #expect(lines[2].hasPrefix("candidates: 1 北京天安门  2 "))
        let beijing = try #require(lines[2].split(separator: "  ").first { $0.hasSuffix(" 北京") }?.split(separator: " ").first)
        let chosen = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "beijingtiananmen{#\(beijing)}"]).output.standardOutput
        #expect(chosen.hasPrefix("北京tian an men\nmarked: 北京tian an men\ncandidates: 1 天安门"))
        let done = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "beijingtiananmen{#\(beijing)}{#1}{>1}"]).output.standardOutput
        #expect(done.hasPrefix("北京天安门") && done.contains("follow-ons: "))
        #expect(!done.contains("marked:"))
        let tooFar = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "ni{#999}"])
        #expect(tooFar.exitCode == .failure)
        #expect(tooFar.output.standardError.hasPrefix("softkbd: error: no candidate 999: the bar shows "))
        // Follow-ons after a follow-on continue the text so far: 中, then 国, offers 人 (as 中国 does).
        let chain = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "zhong{#1}{>1}"]).output.standardOutput
        #expect(chain.hasPrefix("中国\nfollow-ons: ") && chain.split(separator: "\n")[1].split(separator: " ").contains("人"))
        let space = SoftKeyboardCommand.run(["type", "--layout", "zh-Hans", "nihao{space}"]).output.standardOutput
        #expect(space.hasPrefix("你好\nfollow-ons: ") && space.split(separator: "\n")[1].split(separator: " ").contains("吗"))
    }

    @Test("errors", arguments: [
        (["type", "--layout", "zh-Hans", "ni{>1}"], .failure, "softkbd: error: no follow-on 1: 0 offered"),
        (["type", "--layout", "zh-Hans", "ni{#0}"], .usage, "softkbd: error: '{#0}' needs a number from 1: {#1} is the first"),
        (["type", "--layout", "ko-KR", "gk{spaec}"], ExitCode.failure,
         "softkbd: error: no key 'spaec' on the letters layer; did you mean 'space'?"),
        (["type", "--layout", "ko-KR", "gk{space"], .usage, "softkbd: error: unclosed '{' in KEYS"),
        (["type", "gk"], .usage, "softkbd: error: '--layout' is required"),
        (["type", "--layout", "en-US", "ж"], .failure, "softkbd: error: no key types 'ж' on the shifted layer of 'en-US'"),
        (["type", "--layout", "zh-Hans", "ni{backspace}{backspace}{#1}"], .failure, "softkbd: error: no candidate 1: the bar shows 0"),
        (["type", "--keyboards", "zh-Hans,", "a"], .usage, "softkbd: error: '--keyboards' needs layout ids or locales separated by commas"),
        (["type", "--keyboards", "zh-Hans,xx-YY", "a"], .usage, "softkbd: error: unknown layout or locale 'xx-YY'"),
        (["type", "--layout", "en-US", "--set", "autocapitalisationType=none", "a"], .usage,
         "softkbd: error: unknown trait 'autocapitalisationType'; did you mean 'autocapitalizationType'?"),
        (["type", "--layout", "en-US", "--setting", "autoCorection=off", "a"], .usage,
         "softkbd: error: unknown setting 'autoCorection'; did you mean 'autoCorrection'? (settings: autoCapitalization, autoCorrection, " +
         "checkSpelling, predictiveText, enableCapsLock, periodShortcut, smartPunctuation, characterPreview)"),
        (["type", "--layout", "en-US", "--setting", "autoCorrection=maybe", "a"], .usage,
         "softkbd: error: 'autoCorrection=maybe': the value is 'on' or 'off'"),
        (["type", "--layout", "en-US", "a{=4}"], .failure, "softkbd: error: no suggestion 4: the bar shows 3"),
    ])
    func errors(arguments: [String], code: ExitCode, message: String) {
        let (exitCode, output) = SoftKeyboardCommand.run(arguments)
        #expect(exitCode == code)
        #expect(output.standardError.split(separator: "\n").first.map(String.init) == message)
    }

    @Test("a pinyin model that cannot be read is an error naming it, not Latin typing")
    func unreadableModel() throws {
        let garbage = "/tmp/softkbd-garbage-\(UInt32.random(in: 0...UInt32.max)).model"
        try "not a model".write(toFile: garbage, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: garbage) }
        let run = try shell("SOFTKBD_PINYIN_MODEL=\(garbage) \"$SOFTKBD\" type --layout zh-Hans nihao")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("softkbd: error: input method 'pinyin' cannot start: "), "\(run.stderr)")
        // The same with the model found: pinyin composes.
        #expect(try shell("\"$SOFTKBD\" type --layout zh-Hans nihao").stdout.contains("marked: ni hao"))
    }

    @Test("Turkish: shift and i type İ, by the language's casing; he-IL resolves to Hebrew, right to left")
    func languageCasing() throws {
        let (code, output) = SoftKeyboardCommand.run(["type", "--layout", "tr-TR", "--set", "autocapitalizationType=none", "{shift}i"])
        #expect(code == .success)
        #expect(output.standardOutput.hasPrefix("İ\n"))
        let (resolved, json) = SoftKeyboardCommand.run(["resolve", "--layout", "he-IL"])
        #expect(resolved == .success)
        #expect(json.standardOutput.contains(#""direction" : "rtl""#) && json.standardOutput.contains(#""layout" : "he""#))
    }

    @Test("--format json prints the session's state: the return key in the keys agrees with the state's")
    func jsonState() throws {
        func state(_ keys: String) throws -> [String: Any] {
            let (code, output) = SoftKeyboardCommand.run(["type", "--layout", "en-US", "--set", "returnKeyType=search",
                                                          "--set", "enablesReturnKeyAutomatically=true", keys, "--format", "json"])
            #expect(code == .success, "\(output.standardError)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            return try #require(object["state"] as? [String: Any])
        }
        for (keys, enabled) in [("a", true), ("a{backspace}", false)] {
            let s = try state(keys)
            let returnKey = try #require(s["returnKey"] as? [String: Any])
            let keyboard = try #require(s["keyboard"] as? [String: Any])
            let keys = try #require(keyboard["keys"] as? [[String: Any]])
            let inKeys = keys.filter { $0["action"] as? String == "return" }.compactMap { $0["enabled"] as? Bool }
            #expect(returnKey["label"] as? String == "search" && returnKey["enabled"] as? Bool == enabled)
            #expect(inKeys == [enabled])
            #expect((keyboard["returnKey"] as? [String: Any])?["enabled"] as? Bool == enabled)
        }
        let s = try state("hi")
        #expect(s["layer"] as? String == "letters" && s["shiftState"] as? String == "off" && s["text"] as? String == "Hi")
    }
}
