import CommandLineInterface
import CommandLineTool
import Foundation
import Testing

@Suite("softkbd keyman")
struct KeymanCommandTests {
    /// A folder holding `greek/greek.kmn`, removed after `body`.
    static func withKeyboards(_ body: (String) throws -> Void) throws {
        try withTemporaryFolder("softkbd-keyman") { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("greek"), withIntermediateDirectories: true)
            try """
                store(&NAME) 'Greek test'
                begin Unicode > use(main)
                group(main) using keys
                + ';' > dk(tonos)
                + ':' > ':'
                dk(tonos) + 'a' > 'ά'
                + 'a' > 'α'
                + 'b' > 'β'
                """.write(to: folder.appendingPathComponent("greek/greek.kmn"), atomically: true, encoding: .utf8)
            try body(folder.path)
        }
    }

    @Test("type: the text a key sequence types; a bad key or file is named")
    func type() throws {
        try Self.withKeyboards { folder in
            let file = folder + "/greek/greek.kmn"
            let result = softkbd("keyman", "type", file, "K_COLON K_A K_B S+K_COLON K_X")
            #expect(result.exitCode == .success && result.stdout == "άβ:x\n" && result.stderr.isEmpty, "\(result)")
            let bad = softkbd("keyman", "type", file, "K_A K_NOPE")
            #expect(bad.exitCode == .usage && bad.stderr.contains("unknown key 'K_NOPE'"))
            let brokenText = "begin Unicode > use(main)\ngroup(main) using keys\n+ any(none) > 'x'\n"
            try brokenText.write(toFile: folder + "/broken.kmn", atomically: true, encoding: .utf8)
            let broken = softkbd("keyman", "type", folder + "/broken.kmn", "K_A")
            #expect(broken.exitCode == .failure)
            #expect(broken.stderr.contains("broken.kmn:3:7: error: no store 'none' [kmn-undefined]"), "\(broken.stderr)")
            #expect(softkbd("keyman", "type", folder + "/missing.kmn", "K_A").stderr.contains("cannot read"))
        }
    }

    @Test("what a program's rules type, and device names from a --layouts folder, reach the terminal without escape sequences")
    func escapes() throws {
        try withTemporaryFolder("softkbd-escapes") { folder in
            let program = folder.appendingPathComponent("esc.kmn")
            try "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > U+001B '[2J' U+0007\n+ 'b' > 'x' U+0009 'y'\n"
                .write(to: program, atomically: true, encoding: .utf8)
            let typed = softkbd("keyman", "type", program.path, "K_A K_B")
            #expect(typed.stdout == "U+001B[2JU+0007x\ty\n" && !typed.stdout.contains("\u{1B}"), "\(typed)")
            // A key's own output may not hold one (invalid-character); a rule after a deadkey can.
            let quiet = folder.appendingPathComponent("later.kmn")
            try "begin Unicode > use(main)\ngroup(main) using keys\n+ 'q' > dk(x)\ndk(x) + 'a' > U+001B '[2J'\n"
                .write(to: quiet, atomically: true, encoding: .utf8)
            let session = softkbd("type", "--layouts", quiet.path, "--layout", "later", "--hardware", "K_Q K_A")
            #expect(session.stdout.hasPrefix("U+001B[2J") && !session.stdout.contains("\u{1B}"), "\(session)")
            let devices = folder.appendingPathComponent("layouts")
            try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
            let bundled = try String(contentsOfFile: "Layouts/devices.json", encoding: .utf8)
            try bundled.replacingOccurrences(of: "iPhone, classic (320 pt wide)", with: "iPhone \\u001B[31mred")
                .write(to: devices.appendingPathComponent("devices.json"), atomically: true, encoding: .utf8)
            let listed = softkbd("list", "--devices", "--layouts", devices.path)
            #expect(listed.stdout.contains("iPhone U+001B[31mred") && !listed.stdout.contains("\u{1B}"), "\(listed)")
        }
    }

    @Test("test: KMFL's expected texts compared; differences listed; unexplained ones fail the run")
    func test() throws {
        try Self.withKeyboards { folder in
            let tsv = folder + "/expected.tsv"
            try "keyboard\tsequence\texpected\ngreek\tK_COLON K_A\tά\ngreek\tK_B\tβ\n".write(toFile: tsv, atomically: true, encoding: .utf8)
            let good = softkbd("keyman", "test", tsv, "--keyboards", folder)
            #expect(good.exitCode == .success)
            #expect(good.stdout == "greek: 2 of 2 type KMFL's text (100.0 %); 0 explained; 0 unexplained\n"
                    + "all: 2 of 2 type KMFL's text (100.0 %); 0 explained; 0 unexplained\n", "\(good.stdout)")
            try "keyboard\tsequence\texpected\ngreek\tK_B\tb\n".write(toFile: tsv, atomically: true, encoding: .utf8)
            let bad = softkbd("keyman", "test", tsv, "--keyboards", folder)
            #expect(bad.exitCode == .failure && bad.stdout.contains("line 2: greek K_B: KMFL 'b', SoftKeyboard 'β' (unexplained)"))
            try "keyboard\tsequence\texpected\nnone\tK_B\tb\n".write(toFile: tsv, atomically: true, encoding: .utf8)
            #expect(softkbd("keyman", "test", tsv, "--keyboards", folder).stderr.contains("cannot read \(folder)/none/none.kmn"))
            #expect(softkbd("keyman", "test", tsv).exitCode == .usage)
            #expect(softkbd("keyman", "tpye").stderr.contains("unknown subcommand 'tpye'; did you mean 'type'?"))
        }
    }
}
