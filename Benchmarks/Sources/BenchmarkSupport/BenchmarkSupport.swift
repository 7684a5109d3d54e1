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

/// A text file's lines, without their LF or CRLF ends (nil when it cannot be read).
public func lines(of path: String) -> [String]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var result: [String] = []
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&buffer, &capacity, file) > 0, let buffer {
        var line = String(cString: buffer)
        // By scalars: "\r\n" is one Character, so hasSuffix("\n") misses a CRLF line's end.
        if line.unicodeScalars.last == "\n" { line.unicodeScalars.removeLast() }
        if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
        result.append(line)
    }
    free(buffer)
    return result
}

/// A file's whole text, decoded as UTF-8 (nil when it cannot be read).
public func text(of path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// A field of /proc/self/status in MiB (`VmHWM`, `RssAnon`, `RssFile`); 0 when unknown.
public func statusMiB(_ name: String) -> Double {
    guard let status = lines(of: "/proc/self/status"), let line = status.first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
    return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
}

/// A duration in milliseconds.
public func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// A line of median, p99 and max of `samples` (milliseconds), with the target beside them.
public func report(_ name: String, _ samples: [Double], target: String, width: Int = 36) {
    let sorted = samples.sorted()
    guard let slowest = sorted.last else { return print("\(name): no samples") }
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    print("\(padded(name, width)) median \(fixed(median, 3)) ms  p99 \(fixed(p99, 3)) ms  max \(fixed(slowest, 3)) ms  n=\(sorted.count) " +
          " target \(target)")
}

/// Peak RSS, and what is resident now: anonymous (dirty) memory and mapped files.
public func memoryFigures() -> String {
    "peak RSS \(fixed(statusMiB("VmHWM"), 1)) MiB; now \(fixed(statusMiB("RssAnon"), 1)) MiB anonymous (dirty), " +
    "\(fixed(statusMiB("RssFile"), 1)) MiB file-backed"
}

/// Takes `name N` out of `arguments` and returns N (nil when absent or not a number).
public func takeNumber(_ name: String, from arguments: inout [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let number = Int(arguments[index + 1]) else { return nil }
    arguments.removeSubrange(index...(index + 1))
    return number
}
