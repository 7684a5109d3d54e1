/// The framing of what a plugin stores as text: a line naming the format, one line per record,
/// and an end line that repeats the number of records and gives the FNV-1a 32-bit hash, in
/// hexadecimal, of every byte before it, so a truncated or damaged file is recognised rather
/// than half read.
///
/// ```text
/// softkbd-pinyin-user 1
/// 3<TAB>西安<TAB>xi an<TAB>17
/// end 1 4f2a91c3
/// ```
///
/// What a record holds is the format's business; ``decode(_:format:)`` checks the frame and
/// hands back each record with its 1-based line number, for errors that name the line.
public enum CheckedRecords {
    /// Why stored bytes could not be read.
    public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line of the problem.
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// The records framed: `format`, each record on its own line (records must not contain line
    /// breaks), the end line.
    ///
    /// - Complexity: O(*n*) in the bytes written.
    public static func encode(_ records: [String], format: String) -> [UInt8] {
        var bytes = Array((format + "\n").utf8)
        bytes.reserveCapacity(records.reduce(bytes.count + 32) { $0 + $1.utf8.count + 1 })
        for record in records {
            bytes += record.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += "end \(records.count) \(String(fnv1a(bytes), radix: 16))\n".utf8
        return bytes
    }

    /// The records of framed bytes, each with its line number.
    ///
    /// - Throws: ``DecodingError`` naming the line for a wrong header, a missing or wrong end
    ///   line (a truncated file), a count or hash that does not match, or bytes that are not UTF-8.
    public static func decode(_ bytes: [UInt8], format: String) throws(DecodingError) -> [(line: Int, record: Substring)] {
        // The end line is the last line; everything before it is hashed.
        var body = bytes[...]
        if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
        guard let lastBreak = body.lastIndex(of: UInt8(ascii: "\n")) else {
            throw DecodingError(line: 1, reason: bytes.isEmpty ? "the file is empty" : "no end line (the file is truncated)")
        }
        let content = Array(bytes[..<(lastBreak + 1)])
        guard let contentText = String(validating: content, as: UTF8.self) else {
            throw DecodingError(line: 1, reason: "the file is not UTF-8")
        }
        let lines = contentText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.first.map(String.init) == format else {
            throw DecodingError(line: 1, reason: "expected '\(format)'")
        }
        let endLine = String(decoding: body[(lastBreak + 1)...], as: UTF8.self)
        let endFields = endLine.split(separator: " ")
        guard endFields.count == 3, endFields[0] == "end", let declared = Int(endFields[1]) else {
            throw DecodingError(line: lines.count + 1, reason: "expected 'end <count> <hash>' (the file is truncated)")
        }
        guard UInt32(endFields[2], radix: 16) == fnv1a(content) else {
            throw DecodingError(line: lines.count + 1, reason: "the hash does not match the contents (the file is damaged)")
        }
        guard declared == lines.count - 1 else {
            throw DecodingError(line: lines.count + 1, reason: "\(declared) entries declared, \(lines.count - 1) found")
        }
        return lines.dropFirst().enumerated().map { (line: $0.offset + 2, record: $0.element) }
    }

    /// FNV-1a, 32 bits.
    public static func fnv1a<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
