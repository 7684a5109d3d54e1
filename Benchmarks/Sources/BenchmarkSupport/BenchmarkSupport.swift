// What the Foundation-free benchmarks share: number formatting, reading a text file, and the
// process's memory figures from /proc.
#if canImport(Glibc)
import Glibc
#endif

/// `value` with `digits` decimals.
public func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    let whole = Int(scaled / scale), fraction = Int(abs(scaled).truncatingRemainder(dividingBy: scale))
    guard digits > 0 else { return "\(whole)" }
    let text = String(fraction)
    return (scaled < 0 && whole == 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: digits - text.count) + text
}

public func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

/// A text file's lines (nil when it cannot be read).
public func lines(of path: String) -> [String]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var result: [String] = []
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&buffer, &capacity, file) > 0, let buffer {
        var line = String(cString: buffer)
        if line.hasSuffix("\n") { line.removeLast() }
        result.append(line)
    }
    free(buffer)
    return result
}

/// A field of /proc/self/status in MiB (`VmHWM`, `RssAnon`, `RssFile`); 0 when unknown.
public func statusMiB(_ name: String) -> Double {
    guard let status = lines(of: "/proc/self/status"), let line = status.first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
    return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
}
