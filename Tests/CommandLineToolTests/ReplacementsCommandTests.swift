import CommandLineInterface
@testable import CommandLineTool
import Foundation
import Testing

@Suite("softkbd replacements")
struct ReplacementsCommandTests {
    func run(_ arguments: [String], folder: String) -> (code: ExitCode, out: String, err: String) {
        let (code, output) = SoftKeyboardCommand.run(arguments + ["--user-data", folder])
        return (code, output.standardOutput, output.standardError)
    }

    @Test("add, list, type with them, export, import into another folder, remove")
    func roundTrip() throws {
        let base = NSTemporaryDirectory() + "softkbd-replacements-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let (one, two) = (base + "/one", base + "/two")
        #expect(run(["replacements", "list"], folder: one).out == "")
        #expect(run(["replacements", "add", "omw", "On my way!"], folder: one).code == .success)
        #expect(run(["replacements", "add", "brb", "Be right back & <soon>"], folder: one).code == .success)
        #expect(run(["replacements", "list"], folder: one).out == "omw\tOn my way!\nbrb\tBe right back & <soon>\n")
        #expect(run(["type", "--layout", "en-US", "omw "], folder: one).out.hasPrefix("On my way! \n"))
        #expect(run(["type", "--layout", "en-US", "omw "], folder: two).out.hasPrefix("Some \n"))
        let exported = run(["replacements", "export"], folder: one).out
        #expect(exported.contains("<key>shortcut</key>\n\t\t<string>omw</string>") && exported.contains("&amp; &lt;soon&gt;"))
        try exported.write(toFile: base + "/exported.plist", atomically: true, encoding: .utf8)
        let imported = run(["replacements", "import", base + "/exported.plist"], folder: two)
        #expect(imported.code == .success && imported.err.contains("imported 2 replacements; 2 replacements in all"))
        #expect(run(["replacements", "list"], folder: two).out == run(["replacements", "list"], folder: one).out)
        #expect(run(["replacements", "remove", "OMW"], folder: one).code == .success)
        #expect(run(["replacements", "list"], folder: one).out == "brb\tBe right back & <soon>\n")
        let again = run(["replacements", "remove", "omw"], folder: one)
        #expect(again.code != .success && again.err.contains("no replacement has the shortcut 'omw'"))
    }

    @Test("mistakes are said: a bad shortcut, a bad file at its line, a missing argument, damaged storage")
    func mistakes() throws {
        let folder = NSTemporaryDirectory() + "softkbd-replacements-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(["replacements", "add", "on my", "x"], folder: folder).err.contains("a shortcut is one word"))
        #expect(run(["replacements", "add", "omw"], folder: folder).err.contains("'add' takes a shortcut and a phrase"))
        #expect(run(["replacements", "frobnicate"], folder: folder).err.contains("unknown subcommand 'frobnicate'"))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "<plist><array><dict>\n<key>phrase</key><date/></dict></array></plist>".write(toFile: folder + "/bad.plist", atomically: true,
                                                                                         encoding: .utf8)
        #expect(run(["replacements", "import", folder + "/bad.plist"], folder: folder).err
                .contains("bad.plist: line 2, column 18: expected <string> after a <key>"))
        try "garbage".write(toFile: folder + "/replacements", atomically: true, encoding: .utf8)
        #expect(run(["replacements", "list"], folder: folder).err.contains("the text replacements in \(folder)/replacements are damaged"))
    }
}
