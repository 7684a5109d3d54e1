#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A data file that ships with a module as a SwiftPM resource (a model, word lists, tables):
/// what it is, the module whose resource bundle holds it, and how to point at another copy.
///
/// ```swift
/// extension PinyinModel {
///     public static let bundledFile = BundledDataFile(name: "pinyin.model", module: "PinyinInputMethod",
///                                                     variable: "SOFTKBD_PINYIN_MODEL", summary: "the pinyin model", licence: "…")
/// }
/// BundledData.locate(PinyinModel.bundledFile)?.path
/// ```
public struct BundledDataFile: Hashable, Sendable {
    /// The file's name in the resource bundle (for a folder: the file that marks it, such as
    /// `MANIFEST.tsv`).
    public let name: String
    /// The target that declares it as a resource: its bundle is `SoftKeyboard_<module>.resources`
    /// (Linux) or `.bundle` (Apple platforms).
    public let module: String
    /// The environment variable that names another copy (a file, or for a folder the folder).
    public let variable: String
    /// The data is the folder that holds `name` (the lexicons, the conversion tables).
    public let isFolder: Bool
    /// What it is, in words ("the pinyin model").
    public let summary: String
    /// Its licence, in short (the full notice is `NOTICE.md` beside it).
    public let licence: String

    public init(name: String, module: String, variable: String, isFolder: Bool = false, summary: String, licence: String) {
        self.name = name
        self.module = module
        self.variable = variable
        self.isFolder = isFolder
        self.summary = summary
        self.licence = licence
    }
}

/// Where a data file was found, and how.
public struct DataLocation: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// Given by the app (``BundledData/use(_:for:)``).
        case explicit
        /// Named by the environment variable.
        case environment(String)
        /// In the module's resource bundle, as SwiftPM builds it.
        case resourceBundle
    }

    /// The file, or for a folder the folder.
    public let path: String
    public let source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }
}

/// Finds the data that ships with SoftKeyboard's modules.
///
/// Every data set is a SwiftPM resource of a data target beside its engine (`PinyinModelData`,
/// a C target, so no Foundation comes with it). SwiftPM puts each
/// target's resources in a bundle beside the executable (`SoftKeyboard_PinyinModelData.resources/`
/// on Linux; `….bundle` on Apple platforms, inside an app's bundle). The lookup is done here
/// without Foundation's `Bundle.module`, which ends the process when the bundle is missing:
/// missing data is an error the caller reports. First match wins:
/// 1. a path the app gave (``use(_:for:)``);
/// 2. the file's environment variable (tests, unusual deployments);
/// 3. the module's resource bundle beside the running executable, or in the app bundle's
///    `Resources` (macOS: `Contents/MacOS/app` → `Contents/Resources/`).
public enum BundledData {
    private static let explicit = Mutex<[String: String]>([:])

    /// Makes `path` the copy of `file` every later lookup finds (`nil`: back to the search).
    /// Engines opened before keep the copy they opened.
    public static func use(_ path: String?, for file: BundledDataFile) {
        explicit.withLock { $0[file.variable] = path }
    }

    /// Where `file` is, or `nil` when no place holds a readable copy (``searched(for:)`` says where it looked).
    ///
    /// - Complexity: a few `access` calls; the folder beside the executable is listed only when
    ///   the bundle is not under its usual name.
    public static func locate(_ file: BundledDataFile) -> DataLocation? {
        func readable(_ candidate: DataLocation) -> Bool {
            access(file.isFolder ? candidate.path + "/" + file.name : candidate.path, R_OK) == 0
        }
        // A copy the app or the environment names is the one wanted: when it cannot be read it
        // is missing (``missing(_:)`` says why), never silently replaced by the bundled one.
        if let named = candidates(for: file, otherNames: false).first(where: { $0.source != .resourceBundle }) {
            return readable(named) ? named : nil
        }
        return candidates(for: file, otherNames: false).first(where: readable) ?? candidates(for: file,
                                                                                             otherNames: true).first(where: readable)
    }

    /// The places looked in, in order, for a message saying where the file was not.
    public static func searched(for file: BundledDataFile) -> [String] {
        var places = candidates(for: file, otherNames: true).map(\.path)
        if getenv(file.variable) == nil { places.insert("$\(file.variable) (not set)", at: 0) }
        return places
    }

    /// Why `file` cannot be had, in words: what it is, where it was looked for, what to do.
    public static func missing(_ file: BundledDataFile) -> String {
        if let named = candidates(for: file, otherNames: false).first(where: { $0.source != .resourceBundle }) {
            let path = file.isFolder ? named.path + "/" + file.name : named.path
            let how = named.source == .explicit ? "the app names" : "$\(file.variable) names"
            let reason = access(path, R_OK) == 0 ? "not readable" : RegularFile.reason(errno)
            return "\(file.summary) (\(file.name)) cannot be read: \(how) \(named.path), and \(path): \(reason)"
                + (named.source == .explicit ? "" : "; unset \(file.variable) to use the bundled copy")
        }
        return "\(file.summary) (\(file.name)) cannot be found; looked in: " + searched(for: file).joined(separator: ", ")
            + ". Install the SoftKeyboard_*.resources bundles beside the executable (README: Install) or set \(file.variable)."
    }

    /// The places to look, in order; `otherNames` adds bundles of another package name (which
    /// takes listing the folder).
    static func candidates(for file: BundledDataFile, otherNames: Bool) -> [DataLocation] {
        var result: [DataLocation] = []
        if let path = explicit.withLock({ $0[file.variable] }) { result.append(DataLocation(path: path, source: .explicit)) }
        if let value = getenv(file.variable) { result.append(DataLocation(path: String(cString: value),
                                                                          source: .environment(file.variable))) }
        for bundle in resourceBundles(of: file.module, otherNames: otherNames) {
            for inside in ["", "/Contents/Resources"] where inside.isEmpty || bundle.hasSuffix(".bundle") {
                let folder = bundle + inside
                result.append(DataLocation(path: file.isFolder ? folder : folder + "/" + file.name, source: .resourceBundle))
            }
        }
        return result
    }

    /// The module's resource bundles beside the executable and in an app bundle's `Resources`:
    /// `SoftKeyboard_<module>.resources` first, then any `<package>_<module>` bundle (a package
    /// that depends on this one under another name).
    static func resourceBundles(of module: String, otherNames: Bool) -> [String] {
        guard let executable = executablePath(), let slash = executable.lastIndex(of: "/") else { return [] }
        let folder = String(executable[..<slash])
        #if os(Linux) || os(Windows) || os(Android)
        let (roots, suffixes) = ([folder], [".resources"])
        #else
        let (roots, suffixes) = ([folder, folder + "/../Resources"], [".bundle"])
        #endif
        var result: [String] = []
        for root in roots {
            for suffix in suffixes {
                result.append(root + "/SoftKeyboard_" + module + suffix)
                guard otherNames else { continue }
                result += entries(of: root).filter { $0.hasSuffix("_" + module + suffix) && $0 != "SoftKeyboard_" + module + suffix }
                    .sorted().map { root + "/" + $0 }
            }
        }
        return result
    }

    /// The names in a folder (none when it cannot be read).
    public static func entries(of folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }

    /// The running executable's path (on Linux the link `/proc/self/exe` resolves to, so a
    /// program started through a symbolic link finds the bundles beside the real file).
    public static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        // argv[0] is the full path when a system or shell starts a program from a path.
        guard let first = CommandLine.arguments.first, let resolved = realpath(first, nil) else { return CommandLine.arguments.first }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }

    /// The size in bytes of a file, or of the files in a folder (not its subfolders).
    public static func size(of location: DataLocation) -> Int {
        var info = stat()
        guard stat(location.path, &info) == 0 else { return 0 }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return Int(info.st_size) }
        return entries(of: location.path).reduce(0) { total, name in
            var entry = stat()
            guard stat(location.path + "/" + name, &entry) == 0, (entry.st_mode & S_IFMT) == S_IFREG else { return total }
            return total + Int(entry.st_size)
        }
    }
}
