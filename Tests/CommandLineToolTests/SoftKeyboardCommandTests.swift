import CommandLineInterface
import CommandLineTool
import Foundation
import Testing
import _TestSupport

@Suite("softkbd")
struct SoftKeyboardCommandTests {
    @Test("--help and help list the commands")
    func help() {
        let result = softkbd("--help")
        #expect(result.exitCode == .success)
        expectSnapshot(result.stdout, named: "softkbd-help")
        #expect(softkbd("help").stdout == result.stdout)
        #expect(softkbd("-h").stdout == result.stdout)
        #expect(softkbd("help", "traits").stdout == softkbd("traits", "--help").stdout)
        #expect(softkbd("traits", "-h").stdout == softkbd("traits", "--help").stdout)
        for topic in ["help", "-h", "--help"] {
            let helpOfHelp = softkbd("help", topic)
            #expect(helpOfHelp.exitCode == .success && helpOfHelp.stdout == result.stdout, "help \(topic)")
        }
    }

    @Test("--version")
    func version() {
        let result = softkbd("--version")
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasPrefix("softkbd "))
    }

    @Test("usage errors at the top level", arguments: [
        ([String](), "softkbd: error: no command given"),
        (["trait"], "softkbd: error: unknown command 'trait'; did you mean 'traits'?"),
        (["--verison"], "softkbd: error: unknown option '--verison'; did you mean '--version'?"),
        (["help", "trits"], "softkbd: error: unknown command 'trits'; did you mean 'traits'?"),
        (["frobnicate"], "softkbd: error: unknown command 'frobnicate'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        #expect(code == .usage)
        #expect(output.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(output.standardError.contains("usage: softkbd <command> [options]"))
    }

    @Test("the executable exits 0, 1 and 64 and writes errors to standard error")
    func executableExitCodes() throws {
        let ok = try runBuiltExecutable("softkbd", ["traits", "--html", #"<input type="url" enterkeyhint="go">"#])
        #expect(ok.status == 0)
        #expect(ok.stdout.contains(#""keyboardType" : "URL""#))
        #expect(ok.stderr.isEmpty)
        let failure = try runBuiltExecutable("softkbd", ["traits", "--html", "<input"])
        #expect(failure.status == 1)
        #expect(failure.stdout.isEmpty)
        #expect(failure.stderr.hasPrefix("softkbd: error: cannot read --html"))
        let usage = try runBuiltExecutable("softkbd", ["traits", "--bogus"])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("softkbd: error: unknown option '--bogus'"))
    }
}
