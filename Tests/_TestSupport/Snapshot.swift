import Foundation
public import Testing

/// Reads an environment variable.
public func environmentValue(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
}

/// Compares `actual` with the snapshot file `Snapshots/<name>.txt` beside the calling test
/// file. With `SOFTKBD_RECORD_SNAPSHOTS=1` in the environment the file is (re)written instead,
/// and the test still fails once, so a recording is never mistaken for a pass.
public func expectSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = environmentValue("SOFTKBD_RECORD_SNAPSHOTS") == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        Issue.record("recorded snapshot \(file.lastPathComponent); run again without SOFTKBD_RECORD_SNAPSHOTS to compare",
                     sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        let diff = firstDifference(expected, actual)
        let message = "snapshot \(name) differs at line \(diff.line):\n  expected: \(diff.expected)\n  actual:   \(diff.actual)\n"
        Issue.record("\(message)(re-record with SOFTKBD_RECORD_SNAPSHOTS=1)", sourceLocation: sourceLocation)
    }
}

private func firstDifference(_ a: String, _ b: String) -> (line: Int, expected: String, actual: String) {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
        let l = index < left.count ? String(left[index]) : "<end>"
        let r = index < right.count ? String(right[index]) : "<end>"
        if l != r { return (index + 1, l, r) }
    }
    return (0, "", "")
}
