#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds data that ships with a plugin (a model, word lists) without Foundation's `Bundle`:
/// such data is not a SwiftPM resource, so that a plugin stays free of Foundation.
public enum BundledData {
    /// The first readable of, in order:
    /// 1. the path in the environment variable `variable`;
    /// 2. `name` next to the running executable (copy it there to deploy a binary alone);
    /// 3. `sourcePath` beside the calling source file, where SwiftPM keeps a checkout's sources.
    ///
    /// `probe` is appended to each candidate to test it (`/MANIFEST.tsv` for a folder).
    public static func locate(variable: String, besideExecutable name: String, inSources sourcePath: String, probe: String = "",
                              caller: String = #filePath) -> String? {
        var candidates: [String] = []
        if let value = getenv(variable) { candidates.append(String(cString: value)) }
        if let executable = executablePath(), let slash = executable.lastIndex(of: "/") {
            candidates.append(String(executable[..<slash]) + "/" + name)
        }
        if let slash = caller.lastIndex(of: "/") { candidates.append(String(caller[..<slash]) + "/" + sourcePath) }
        return candidates.first { access($0 + probe, R_OK) == 0 }
    }

    static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return CommandLine.arguments.first
        #endif
    }
}
