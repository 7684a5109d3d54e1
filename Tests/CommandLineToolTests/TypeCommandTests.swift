import CommandLineTool
import Testing

@Suite("softkbd type")
struct TypeCommandTests {
    @Test("typing through layouts and input methods", arguments: [
        (["--layout", "ko-KR", "gksrmf"], "한글\nmarked: 글\n"),
        (["--layout", "ko-KR", "dkssud{space}goTsl{space}"], "안녕 했니 \n"),
        (["--layout", "ko-KR", "Rkcl{backspace}"], "까ㅊ\nmarked: ㅊ\n"),
        (["--layout", "en-US", "Hello{space}{space}world"], "Hello. world\n"),
        (["--layout", "sv", "hej{mode}{to-symbols}{{"], "hej{\n"),
    ])
    func typing(arguments: [String], expected: String) {
        let (code, output) = SoftKeyboardCommand.run(["type"] + arguments)
        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput == expected)
    }

    @Test("JSON output")
    func json() {
        let (code, output) = SoftKeyboardCommand.run(["type", "--layout", "ko-KR", "gksrmf", "--format", "json"])
        #expect(code == .success)
        #expect(output.standardOutput.contains(#""marked" : "글""#) && output.standardOutput.contains(#""text" : "한글""#))
    }

    @Test("errors", arguments: [
        (["type", "--layout", "ko-KR", "gk{spaec}"], ExitCode.failure, "softkbd: error: no key 'spaec' on the letters layer; did you mean 'space'?"),
        (["type", "--layout", "ko-KR", "gk{space"], .usage, "softkbd: error: unclosed '{' in KEYS"),
        (["type", "gk"], .usage, "softkbd: error: '--layout' is required"),
        (["type", "--layout", "en-US", "é"], .failure, "softkbd: error: no key types 'é' on the letters layer of 'en-US'"),
    ])
    func errors(arguments: [String], code: ExitCode, message: String) {
        let (exitCode, output) = SoftKeyboardCommand.run(arguments)
        #expect(exitCode == code)
        #expect(output.standardError.split(separator: "\n").first.map(String.init) == message)
    }
}
