import BuiltInInputMethods
import Foundation
import LayoutFile
import LayoutImport
import Testing

@Suite("LayoutFileCheck")
struct LayoutFileCheckTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-file-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A layout with one mechanical fix-it: a repeated long-press alternate.
    static let fixable = """
        {"format": 1, "id": "fx", "locale": "en-IE", "name": "Fx", "script": "Latn", "imports": ["shared/base", "shared/symbols"],
         "keys": {"e": {"longPress": "é è é"}},
         "layers": {"letters": {"kind": "letters",
           "rows": ["q w e r t y u i o p", "a s d f g h j k l", "shift gap z x c v b n m gap backspace", "@bottom"]}}}
        """

    @Test("files on disk are checked over the bundled layouts; fixes are written back, and a second check is clean")
    func fixes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fx.json")
        try Self.fixable.write(to: file, atomically: true, encoding: .utf8)
        let check = try LayoutFileCheck(paths: [file.path], inputMethods: BuiltInInputMethods.requirements)
        #expect(check.fileCount == 1 && check.skipped.isEmpty)
        #expect(check.diagnostics.count == 1 && check.diagnostics[0].fixIts.first?.isMechanical == true)
        #expect(check.diskPaths[check.diagnostics[0].range.file] == file.path)
        #expect(try check.applyFixes() == [check.diagnostics[0].range.file])
        let again = try LayoutFileCheck(paths: [file.path], inputMethods: BuiltInInputMethods.requirements)
        #expect(again.diagnostics.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""é è""#))
    }

    @Test("no paths: the bundled layouts; a keystroke test file is skipped, not checked; a missing path is an error")
    func edges() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try LayoutFileCheck(paths: [], inputMethods: BuiltInInputMethods.requirements)
        #expect(bundled.fileCount > 100 && bundled.diagnostics.allSatisfy { $0.severity != .error })
        let tests = folder.appendingPathComponent("tests.xml")
        try #"<?xml version="1.0" encoding="UTF-8"?><keyboardTest3 conformsTo="45"><info keyboard="x" author="a"/></keyboardTest3>"#
            .write(to: tests, atomically: true, encoding: .utf8)
        let check = try LayoutFileCheck(paths: [tests.path], inputMethods: BuiltInInputMethods.requirements)
        #expect(check.skipped.count == 1 && check.fileCount == 0 && check.diagnostics.isEmpty)
        #expect(throws: LayoutDirectory.ReadError.self) {
            try LayoutFileCheck(paths: [folder.appendingPathComponent("missing").path], inputMethods: BuiltInInputMethods.requirements)
        }
    }
}
