import CommandLineInterface
import CommandLineTool
import LayoutFile
import Foundation
import Testing
import _TestSupport

@Suite("softkbd validate")
struct ValidateCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/broken").path

    /// Output with the machine-specific fixtures path replaced by `Fixtures/broken`.
    func run(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        let clean = { (text: String) in text.replacingOccurrences(of: Self.fixtures, with: "Fixtures/broken") }
        return (code, clean(output.standardOutput), clean(output.standardError))
    }

    /// The whole bundled set in long tests (LayoutFileTests validates it in every run); three of
    /// its files otherwise.
    @Test("the bundled layouts validate clean: exit 0 and a one-line summary")
    func bundled() {
        let files = ["en-US.json", "ko-KR.json", "shared/pads.json"].map { RepositoryPaths.layouts().appendingPathComponent($0).path }
        let result = run(LongTests.enabled ? ["validate"] : ["validate"] + files)
        #expect(result.code == .success)
        let count = LongTests.enabled ? BundledLayouts.sources.count : files.count
        #expect(result.stdout == "\(count) files checked: no problems\n" && BundledLayouts.sources.count >= 94)
        #expect(result.stderr.isEmpty)
    }

    @Test("broken fixtures: every problem with its line and column, as text and as JSON; exit 1")
    func fixtures() {
        let text = run(["validate", Self.fixtures])
        #expect(text.code == .failure)
        expectSnapshot(text.stdout, named: "validate-broken")
        #expect(text.stderr == "softkbd: error: validation failed: 6 errors, 3 warnings\n")
        let json = run(["validate", Self.fixtures, "--format", "json"])
        #expect(json.code == .failure)
        expectSnapshot(json.stdout, named: "validate-broken-json")
    }

    @Test("columns count Unicode scalars: CJK and emoji before the error")
    func columns() throws {
        let result = run(["validate", Self.fixtures + "/undefined-key.json", "--format", "json"])
        let list = try #require((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["line"] as? Int == 14)
        #expect(list.first?["column"] as? Int == 29)
        #expect(list.first?["endColumn"] as? Int == 34)
        let syntax = run(["validate", Self.fixtures + "/syntax.json"])
        #expect(syntax.stdout.hasPrefix("Fixtures/broken/syntax.json:3:1: error: trailing comma before '}' [invalid-json]"))
    }

    @Test("warnings fail only with --strict")
    func strict() {
        let file = Self.fixtures + "/fixable.json"
        #expect(run(["validate", file]).code == .success)
        let strict = run(["validate", file, "--strict"])
        #expect(strict.code == .failure)
        #expect(strict.stdout.hasSuffix("1 file checked: 0 errors, 3 warnings\n"))
    }

    @Test("--fix applies the mechanical fix-its, keeps every other byte, and checks again")
    func fix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: Self.fixtures + "/fixable.json", encoding: .utf8)
        let copy = folder.appendingPathComponent("fixable.json")
        try original.write(to: copy, atomically: true, encoding: .utf8)
        let (code, output) = SoftKeyboardCommand.run(["validate", copy.path, "--fix"])
        #expect(code == .success)
        #expect(output.standardOutput == "1 file checked: no problems\n")
        #expect(output.standardError == "softkbd: applied 3 fix-its in 1 file\n")
        let fixed = try String(contentsOf: copy, encoding: .utf8)
        let expected = original
            .replacingOccurrences(of: #""é è é ê""#, with: #""é è ê""#)
            .replacingOccurrences(of: #"["á", "a", "à"]"#, with: #"["á", "à"]"#)
            .replacingOccurrences(of: #""e\u0301""#, with: "\"\u{E9}\"")
        #expect(fixed == expected)
        // A guess (the did-you-mean of an unknown field) is never applied.
        let guessed = folder.appendingPathComponent("guess.json")
        let guess = #"{"format": 1, "id": "g", "locale": "en-IE", "nmae": "x", "name": "G", "script": "Latn", "imports": "# +
                    #"["shared/base", "# +
                    #""shared/symbols"], "layers": {"letters": {"kind": "letters", "rows": ["q w e", "@bottom"]}}}"#
        try guess.write(to: guessed, atomically: true, encoding: .utf8)
        #expect(SoftKeyboardCommand.run(["validate", guessed.path, "--fix"]).exitCode == .failure)
        #expect(try String(contentsOf: guessed, encoding: .utf8) == guess)
    }

    @Test("--fix writes through a symbolic link, keeps hard links, mode and owner; refuses a read-only file")
    func fixKeepsTheFile() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("softkbd-fix-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        let original = try String(contentsOfFile: Self.fixtures + "/fixable.json", encoding: .utf8)
        let real = folder + "/real.json", link = folder + "/link.json", hard = folder + "/hard.json"
        try original.write(toFile: real, atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real)
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try manager.linkItem(atPath: real, toPath: hard)
        let (code, output) = SoftKeyboardCommand.run(["validate", link, "--fix"])
        #expect(code == .success, "\(output.standardError)")
        #expect(try manager.destinationOfSymbolicLink(atPath: link) == "real.json")   // still a link
        let fixed = try String(contentsOfFile: real, encoding: .utf8)
        #expect(fixed != original && fixed.contains(#""é è ê""#))
        #expect(try String(contentsOfFile: hard, encoding: .utf8) == fixed)            // both names see it
        let attributes = try manager.attributesOfItem(atPath: real)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect((attributes[.referenceCount] as? Int) == 2)
        #expect(try manager.contentsOfDirectory(atPath: folder).sorted() == ["hard.json", "link.json", "real.json"])
        // A file made read-only is refused and left as it is.
        let readOnly = folder + "/read-only.json"
        try original.write(toFile: readOnly, atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
        let refused = SoftKeyboardCommand.run(["validate", readOnly, "--fix"])
        #expect(refused.exitCode == .failure)
        #expect(refused.output.standardError == "softkbd: error: \(readOnly) is read-only; not changed (make it writable to apply the " +
                                                "fixes)\n")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == original)
        // A single-named file is replaced whole, with its mode.
        let plain = folder + "/plain.json"
        try original.write(toFile: plain, atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: plain)
        #expect(SoftKeyboardCommand.run(["validate", plain, "--fix"]).exitCode == .success)
        #expect(try manager.attributesOfItem(atPath: plain)[.posixPermissions] as? Int == 0o640)
    }

    @Test("a file too large is reported without being read; a file that cannot be read gives the system's reason")
    func unreadableFiles() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("softkbd-big-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        // A sparse 1 GB file: nothing is written to disk, and reading it whole would take 1 GB.
        let big = folder + "/big.json"
        #expect(manager.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = run(["validate", big])
        #expect(result.code == .failure)
        #expect(result.stdout.hasPrefix("\(big):1:1: error: file is 1073741824 bytes; the limit is 1048576 [file-too-large]"))
        let layouts = run(["list", "--layouts", folder])
        #expect(layouts.code == .failure)
        #expect(layouts.stderr.contains("file is 1073741824 bytes; the limit is 1048576 [file-too-large]"))
        // A loop of symbolic links: the system's reason.
        try manager.createSymbolicLink(atPath: folder + "/loop.json", withDestinationPath: "loop.json")
        let loop = run(["validate", folder + "/loop.json"])
        #expect(loop.code == .failure)
        #expect(loop.stderr.contains("too many levels of symbolic links"), "\(loop.stderr)")
    }

    @Test("a named file is checked whatever its name: a text file that is not JSON is an error")
    func namedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-named-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "garbage {{{\n".write(toFile: folder + "/garbage.txt", atomically: true, encoding: .utf8)
        let garbage = run(["validate", folder + "/garbage.txt"])
        #expect(garbage.code == .failure)
        #expect(garbage.stdout.hasPrefix("\(folder)/garbage.txt:1:1: error: unexpected 'g'; expected a value [invalid-json]"))
        // The same duplicate id is found whether the file's name sorts before the bundled one's or after.
        let layout = try String(contentsOfFile: RepositoryPaths.layouts().path + "/en-US.json", encoding: .utf8)
        for name in ["a.json", "zz.json"] {
            try layout.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            let result = run(["validate", folder + "/" + name])
            #expect(result.code == .failure, "\(name)")
            #expect(result.stdout.contains("\(name):4:9: error: layout id 'en-US' is used twice [duplicate-layout-id]"), "\(result.stdout)")
        }
    }

    @Test("--fix reaches a fixed point in one run: decomposed and precomposed alternates, strings with escapes", arguments: [
        (#"["é", "e\u0301"]"#, #"["é"]"#),
        (#"["e\u0301", "é"]"#, #"["é"]"#),
        (#""é e\u0301 è""#, #""é è""#),
        (#""è é e\u0301""#, #""è é""#),
        (#""e é e\u0301 é""#, #""é""#),
    ])
    func fixedPoint(longPress: String, fixed: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-fixpoint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let layout = { (list: String) in #"{"format": 1, "id": "fp", "locale": "en-IE", "name": "F", "script": "Latn", "imports": "# +
                                         #"["shared/base", "shared/symbols"], "keys": {"e": {"longPress": \#(list)}}, "layers": "# +
                                         #"{"letters": {"kind": "letters", "rows": ["q w e r t y u i o p", "a s d f g h j k l", "shift "# +
                                         #"gap z x c v b n m gap backspace", "@bottom"]}}}"# }
        let path = folder + "/fp.json"
        try layout(longPress).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(run(["validate", path, "--fix"]).code == .success)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == layout(fixed))
        let again = run(["validate", path, "--strict"])
        #expect(again.code == .success, "\(again.stdout)")
    }

    @Test("--list-rules and --explain")
    func catalogue() {
        let list = run(["validate", "--list-rules"])
        #expect(list.code == .success)
        expectSnapshot(list.stdout, named: "validate-list-rules")
        let explain = run(["validate", "--explain", "undefined-key"])
        #expect(explain.code == .success)
        #expect(explain.stdout.hasPrefix("undefined-key (error)\n\na row names a key that is not defined"))
        #expect(explain.stdout.contains("Triggers:\n  test.json: {"))
        #expect(explain.stdout.contains("Does not trigger:"))
    }

    @Test("bad invocations exit 64", arguments: [
        (["validate", "--explain", "undefined-kye"],
         "softkbd: error: unknown rule 'undefined-kye'; did you mean 'undefined-key'?; see 'softkbd validate --list-rules'"),
        (["validate", "--fix"], "softkbd: error: '--fix' rewrites files, so it needs the PATH of a layout file or folder"),
        (["validate", "--format", "xml"], "softkbd: error: unknown format 'xml'; expected text or json"),
        (["validate", "--stirct"], "softkbd: error: unknown option '--stirct'; did you mean '--strict'?"),
    ])
    func usage(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    }

    @Test("a path that does not exist is a failure naming it")
    func missingPath() {
        let result = run(["validate", "/no/such/layouts"])
        #expect(result.code == .failure)
        #expect(result.stderr == "softkbd: error: cannot read /no/such/layouts: no such file or folder\n")
    }

    @Test("a Keyman .kmn is a keyboard: its program's problems at line and column (exit 1 on errors), then the layout it gives")
    func keymanProgram() throws {
        try withTemporaryFolder("softkbd-validate-kmn") { folder in
            let good = folder.appendingPathComponent("good.kmn").path, bad = folder.appendingPathComponent("bad.kmn").path
            try "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > 'α'\n".write(toFile: good, atomically: true, encoding: .utf8)
            try "$martian: store(x) '1'\nbegin Unicode > use(main)\ngroup(main) using keys\n+ any(none) > 'x'\n"
                .write(toFile: bad, atomically: true, encoding: .utf8)
            // The program reads clean, and the keyboard derived from it fits every device (no small keys).
            let clean = run(["validate", good])
            #expect(clean.code == .success && clean.stdout == "1 file checked: no problems\n", "\(clean)")
            let broken = run(["validate", good, bad])
            #expect(broken.code == .failure)
            #expect(broken.stdout.contains("""
                \(bad):1:1: warning: unknown compile target '$martian:': the statement is left out [kmn-unsupported]
                \(bad):4:7: error: no store 'none' [kmn-undefined]
                """), "\(broken.stdout)")
            #expect(broken.stdout.contains("\(bad): 1 error, 1 warning (kmn-undefined 1, kmn-unsupported 1)\n"), "\(broken.stdout)")
            #expect(broken.stdout.contains("2 files checked: 1 error, "))
            let json = run(["validate", bad, "--format", "json"])
            #expect(json.stdout.contains("\"rule\" : \"kmn-undefined\"") && json.stdout.contains("\"line\" : 4"), "\(json.stdout)")
        }
    }
}
