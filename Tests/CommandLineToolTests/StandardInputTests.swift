import CommandLineInterface
import CommandLineTool
import Testing

/// What a process is given from outside: standard input that cannot be read, never ends or is
/// not text, and standard output that cannot be written. Each runs the built `softkbd`.
@Suite("softkbd and the process's streams")
struct StandardInputTests {
    @Test("standard input that cannot be read is an error with the system's reason, not a crash",
          arguments: ["segment", "pinyin convert", "gestures --text hi"])
    func unreadable(command: String) throws {
        let directory = try shell("$SOFTKBD \(command) < /")
        #expect(directory.status == 1)
        #expect(directory.stderr == "softkbd: error: cannot read standard input: Is a directory\n")
        let closed = try shell("$SOFTKBD \(command) <&-")
        #expect(closed.status == 1)
        #expect(closed.stderr == "softkbd: error: cannot read standard input: Bad file descriptor\n")
    }

    @Test("an endless stream stops at the limit, with an error, in bounded memory",
          arguments: [("segment", "standard input is larger than 16 MiB, the most this command reads"),
                      ("gestures", "standard input is larger than 16 MiB, the most this command reads"),
                      ("pinyin convert", "standard input line 1 is longer than 1 MiB")])
    func endless(command: String, message: String) throws {
        let result = try shell("$SOFTKBD \(command) < /dev/zero")
        #expect(result.status == 1)
        #expect(result.stderr == "softkbd: error: \(message)\n")
    }

    @Test("output that cannot be written is an error and exit 1, for every kind of command",
          arguments: ["list", "render --layout en-US", "pinyin candidates nihao", "traits", "validate --list-rules"])
    func fullDisk(command: String) throws {
        let result = try shell("$SOFTKBD \(command) > /dev/full")
        #expect(result.status == 1)
        #expect(result.stderr == "softkbd: error: cannot write the output: No space left on device\n")
    }

    @Test("pinyin convert streams: a line is answered while standard input is still open")
    func streams() throws {
        // The input stays open for 4 s after its first line; the converter is killed after 2.
        // Only what it wrote before that is seen: nothing, if it waited for the end of input.
        let result = try shell("(printf 'nihao\\n'; sleep 4) 2>/dev/null | timeout -s KILL 2 $SOFTKBD pinyin convert")
        #expect(result.stdout == "你好\n")
    }

    @Test("pinyin convert: one line out per line in; CRLF, empty lines and text that is not pinyin kept")
    func convertLines() {
        let (code, output) = SoftKeyboardCommand.run(["pinyin", "convert"],
                                                     standardInput: "nihao\r\n\r\nzaijian\r\n你好\n123\nnihao, shijie!\nxi an")
        #expect(code == .success)
        #expect(output.standardOutput == "你好\n\n再见\n你好\n123\n你好, 世界!\n西安\n")
    }

    @Test("a very long line converts in time linear in its length, every letter accounted for")
    func longLine() {
        let line = String(repeating: "woshizhongguoren", count: 200)   // 3,200 letters, 25 windows
        let (code, output) = SoftKeyboardCommand.run(["pinyin", "convert"], standardInput: line)
        #expect(code == .success)
        #expect(output.standardOutput == String(repeating: "我是中国人", count: 200) + "\n")
    }

    @Test("segment: bytes that are not UTF-8 are named")
    func invalidUTF8() throws {
        let result = try shell("printf '[\"ab\\377\"]' | $SOFTKBD segment")
        #expect(result.status == 1)
        #expect(result.stderr == "softkbd: error: standard input is not UTF-8 (byte 5 is not part of a character)\n")
    }
}
