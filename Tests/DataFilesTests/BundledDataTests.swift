import Foundation
import DataFiles
import Testing

@Suite("Finding the data that ships with the modules")
struct BundledDataTests {
    /// A data file of a module that has no bundle, under a variable no one sets.
    func file(_ module: String = "NoSuchModule\(UInt32.random(in: 0...UInt32.max))", name: String = "data.bin",
              folder: Bool = false) -> BundledDataFile {
        BundledDataFile(name: name, module: module, variable: "SOFTKBD_TEST_\(module.uppercased())", isFolder: folder,
                        summary: "the test data", licence: "none")
    }

    var executableFolder: String {
        (BundledData.executablePath() ?? "/").split(separator: "/").dropLast().joined(separator: "/").prefixedBySlash
    }

    @Test("a module's resource bundle beside the executable (as SwiftPM builds it) is found")
    func resourceBundle() throws {
        let notice = file("PinyinModelData", name: "NOTICE.md")
        let location = try #require(BundledData.locate(notice))
        #expect(location.source == .resourceBundle)
        #expect(location.path == executableFolder + "/SoftKeyboard_PinyinModelData.resources/NOTICE.md")
        #expect(BundledData.size(of: location) > 1000)
        let folder = try #require(BundledData.locate(file("PinyinModelData", name: "NOTICE.md", folder: true)))
        #expect(folder.path == executableFolder + "/SoftKeyboard_PinyinModelData.resources")
        #expect(BundledData.size(of: folder) > 1_000_000, "a folder's size is its files'")
    }

    @Test("a bundle of another package name is found (a package that depends on this one under another name)")
    func otherPackageName() throws {
        let data = file()
        let bundle = executableFolder + "/Other_\(data.module).resources"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: bundle) }
        #expect(BundledData.locate(data) == nil, "the bundle holds no such file yet")
        try Data("x".utf8).write(to: URL(fileURLWithPath: bundle + "/data.bin"))
        #expect(BundledData.locate(data) == DataLocation(path: bundle + "/data.bin", source: .resourceBundle))
    }

    @Test("a path the app gives wins, then the environment variable; nil goes back to the search")
    func explicitAndEnvironment() throws {
        let data = file()
        let path = NSTemporaryDirectory() + "softkbd-\(data.module).bin"
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(BundledData.locate(data) == nil)
        setenv(data.variable, path, 1)
        defer { unsetenv(data.variable) }
        #expect(BundledData.locate(data) == DataLocation(path: path, source: .environment(data.variable)))
        BundledData.use(path, for: data)
        #expect(BundledData.locate(data) == DataLocation(path: path, source: .explicit))
        BundledData.use(nil, for: data)
        #expect(BundledData.locate(data)?.source == .environment(data.variable))
        setenv(data.variable, "/nonexistent/softkbd", 1)
        #expect(BundledData.locate(data) == nil, "an unreadable path is not returned")
    }

    @Test("a variable naming a path that cannot be read is said, never silently replaced by the bundled copy")
    func environmentNamesNothing() {
        let notice = file("PinyinModelData", name: "NOTICE.md")
        #expect(BundledData.locate(notice)?.source == .resourceBundle)
        setenv(notice.variable, "/nonexistent/softkbd/NOTICE.md", 1)
        defer { unsetenv(notice.variable) }
        #expect(BundledData.locate(notice) == nil, "the bundle is there, but the variable asked for another copy")
        #expect(BundledData.missing(notice) == "the test data (NOTICE.md) cannot be read: $\(notice.variable) names " +
                "/nonexistent/softkbd/NOTICE.md, and /nonexistent/softkbd/NOTICE.md: no such file or directory; unset " +
                "\(notice.variable) to use the bundled copy")
    }

    @Test("missing data is explained: what it is, every place looked in, what to do")
    func missing() {
        let data = file()
        let message = BundledData.missing(data)
        #expect(message.hasPrefix("the test data (data.bin) cannot be found; looked in: $\(data.variable) (not set), "))
        #expect(message.contains(executableFolder + "/SoftKeyboard_\(data.module).resources/data.bin"))
        #expect(message.hasSuffix("or set \(data.variable)."))
    }
}

extension String {
    fileprivate var prefixedBySlash: String { "/" + self }
}
