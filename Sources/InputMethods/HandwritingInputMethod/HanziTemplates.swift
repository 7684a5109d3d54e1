public import DataFiles
public import InputMethodCore
import KeyboardModel

/// The handwriting templates (`Sources/InputMethods/HanziTemplatesData/hanzi.templates`), memory-mapped: per character its
/// text, stroke count, whether it is in the Table of General Standard Chinese Characters
/// (simplified), its stroke medians (for drawing and checking) and its ``InkFeatures``.
///
/// Written by ``encode(_:)`` (run by `softkbd handwriting compile`, the generator, over
/// `../shared/data/handwriting/mmah-medians/medians.jsonl`). Format, little-endian, every
/// section on a 4-byte boundary:
///
///     magic "SKHW", u32 version (1), u32 N (characters), u32 S (strokes), u32 P (points)
///     u32 scalars[N]              each character's Unicode scalar, in the source's order
///     u8  flags[N]                bit 0: in the general standard table (simplified); padding
///     u32 strokeStarts[N + 1]     strokes of character i: strokeStarts[i] ..< strokeStarts[i + 1]
///     u32 pointStarts[S + 1]      points of stroke j
///     u8  points[2 P]             x, y in 0...255 (the 1024-unit em box, y down); padding
///     u8  features[N × 256]       InkFeatures.values × 255, rounded
///
/// The stroke data is derived from Make Me a Hanzi and hanzi-writer-data, from fonts by Arphic
/// Technology, under the Arphic Public License (`HanziTemplatesData/NOTICE.md`, `HanziTemplatesData/ARPHICPL.TXT`).
public final class HanziTemplates: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError

    private let file: MappedFile
    private let scalars: UnsafeBufferPointer<UInt32>
    private let flags: UnsafeBufferPointer<UInt8>
    private let strokeStarts: UnsafeBufferPointer<UInt32>
    private let pointStarts: UnsafeBufferPointer<UInt32>
    private let points: UnsafeBufferPointer<UInt8>
    let features: UnsafeBufferPointer<UInt8>
    public let count: Int
    public var fileSize: Int { file.count }

    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path, randomAccess: false) } catch { throw .cannotOpen(path) }
        try self.init(file: mapped)
    }

    /// Reads templates in place from a mapped file, or from memory the app mapped or loaded
    /// itself (``MappedFile/init(memory:name:owner:)``); every section is checked as from a path.
    public init(file mapped: MappedFile) throws(LoadError) {
        let path = mapped.path
        file = mapped
        func corrupt(_ why: String) -> LoadError { .corrupt(path: path, why: why) }
        var reader = mapped.reader()
        do {
            guard try reader.bytes(4) == Array("SKHW".utf8) else { throw corrupt("not a template file (bad magic)") }
            guard try reader.u32() == 1 else { throw corrupt("unknown version") }
            let n = try reader.u32(), s = try reader.u32(), p = try reader.u32()
            count = n
            scalars = try reader.u32s(n)
            flags = try reader.u8s(n)
            try reader.align()
            strokeStarts = try reader.u32s(n + 1)
            pointStarts = try reader.u32s(s + 1)
            points = try reader.u8s(2 * p)
            try reader.align()
            features = try reader.u8s(n * InkFeatures.count)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
            guard strokeStarts.first == 0, Int(strokeStarts.last ?? 1) == s, pointStarts.first == 0, Int(pointStarts.last ?? 1) == p else {
                throw corrupt("offset tables do not span their tables")
            }
            for i in 0..<n where strokeStarts[i + 1] < strokeStarts[i] { throw corrupt("stroke starts decrease at \(i)") }
            for j in 0..<s where pointStarts[j + 1] < pointStarts[j] { throw corrupt("point starts decrease at \(j)") }
            for i in 0..<n where Unicode.Scalar(scalars[i]) == nil { throw corrupt("character \(i) is not a Unicode scalar") }
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
    }

    public func character(_ index: Int) -> String { Unicode.Scalar(scalars[index]).map { String(Character($0)) } ?? "" }
    /// Whether the character is in the general standard table (the simplified forms in use).
    public func isSimplifiedStandard(_ index: Int) -> Bool { flags[index] & 1 != 0 }

    /// A character's number of strokes.
    public func strokeCount(_ index: Int) -> Int { Int(strokeStarts[index + 1] - strokeStarts[index]) }

    /// A character's stroke medians in the 1024-unit em box (y down), in writing order.
    public func strokes(_ index: Int) -> [[InkPoint]] {
        (Int(strokeStarts[index])..<Int(strokeStarts[index + 1])).map { stroke in
            (Int(pointStarts[stroke])..<Int(pointStarts[stroke + 1])).map { point in
                InkPoint(x: Double(points[2 * point]) * 4 + 2, y: Double(points[2 * point + 1]) * 4 + 2)
            }
        }
    }

    /// The index of a character, by a linear search (for tools and tests).
    public func index(of character: String) -> Int? {
        guard let scalar = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return nil }
        return (0..<count).first { scalars[$0] == scalar }
    }

    /// The file for `characters` (text, in the em box 0...1024, y down; whether simplified standard).
    public static func encode(_ characters: [(text: String, strokes: [[InkPoint]], simplified: Bool)]) -> [UInt8] {
        var out: [UInt8] = []
        func u32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { out += $0 } }
        func pad() { while out.count % 4 != 0 { out.append(0) } }
        let strokeCount = characters.reduce(0) { $0 + $1.strokes.count }
        let pointCount = characters.reduce(0) { $0 + $1.strokes.reduce(0) { $0 + $1.count } }
        out += Array("SKHW".utf8)
        u32(1); u32(characters.count); u32(strokeCount); u32(pointCount)
        for character in characters { u32(Int(character.text.unicodeScalars.first?.value ?? 0)) }
        for character in characters { out.append(character.simplified ? 1 : 0) }
        pad()
        var start = 0
        u32(0)
        for character in characters { start += character.strokes.count; u32(start) }
        start = 0
        u32(0)
        for character in characters { for stroke in character.strokes { start += stroke.count; u32(start) } }
        func byte(_ value: Double) -> UInt8 {
            let level = Int(saturating: (value / 4).rounded(.down))
            return UInt8(clamping: level)
        }
        for character in characters { for stroke in
            character.strokes { for point in stroke { out.append(byte(point.x)); out.append(byte(point.y)) } }
        }
        pad()
        for character in characters {
            for value in InkFeatures(strokes: character.strokes).values {
                let level = Int(saturating: Double(value * 255).rounded())
                out.append(UInt8(clamping: level))
            }
        }
        return out
    }
}

/// How this module's reader names its mapped file's problems (`DataFiles`' `DataLoadError`).
extension DataLoadError {
    static func cannotOpen(_ path: String) -> DataLoadError {
        DataLoadError(.cannotOpen(reason: nil), in: "the handwriting templates file", at: path)
    }
    static func notFound(_ message: String) -> DataLoadError {
        DataLoadError(.notFound(message), in: "the handwriting templates file", at: "")
    }
    static func corrupt(path: String, why: String) -> DataLoadError {
        DataLoadError(.corrupt(why), in: "the handwriting templates file", at: path)
    }
}
