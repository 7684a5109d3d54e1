import DataFiles

/// The data files' text tables: the lengths (1 or 2 bytes each), then the UTF-8 bytes, padded to 4.
extension MappedFile.Reader {
    /// Where each text starts (one more than `count`: the last is the end) and the bytes.
    mutating func texts(_ count: Int, lengthWidth: Int) throws(MappedFile.Error) -> (starts: [Int], bytes: UnsafeBufferPointer<UInt8>) {
        // Each text has a length field of at least a byte: a count past the bytes left is damage,
        // said before anything is allocated for it.
        guard count >= 0, count <= remaining else { throw .truncated(path: path, offset: offset) }
        var starts = [0]
        starts.reserveCapacity(count + 1)
        if lengthWidth == 1 {
            for length in try u8s(count) { starts.append(starts[starts.count - 1] + Int(length)) }
        } else {
            for length in try u16s(count) { starts.append(starts[starts.count - 1] + Int(length)) }
        }
        try align()
        let bytes = try u8s(starts[count])
        try align()
        return (starts, bytes)
    }

    /// A text table as strings.
    mutating func strings(_ count: Int, lengthWidth: Int) throws(MappedFile.Error) -> [String] {
        let (starts, bytes) = try texts(count, lengthWidth: lengthWidth)
        return (0..<count).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[$0]..<starts[$0 + 1]]), as: UTF8.self) }
    }
}
