import Foundation
public import HandwritingInputMethod

/// Builds the handwriting templates (`hanzi.templates`) from stroke medians: Make Me a Hanzi's
/// `medians.jsonl` as the project's data holds it, one JSON object a line —
/// `{"char": "我", "medians": [[[x, y], …], …], "tgscc": 1}` (`tgscc`: in the Table of General
/// Standard Chinese Characters); lines without `char` are notices and are skipped.
public enum HanziTemplateCompiler {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    /// The characters read, in file order.
    public static func characters(fromMedians text: String,
                                  file: String) throws(Failure) -> [(text: String, strokes: [[InkPoint]], simplified: Bool)] {
        var characters: [(text: String, strokes: [[InkPoint]], simplified: Bool)] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() where !line.isEmpty {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
                throw Failure(message: "\(file):\(index + 1): not a JSON object")
            }
            guard let character = object["char"] as? String else { continue }
            guard character.unicodeScalars.count == 1, let medians = object["medians"] as? [[[NSNumber]]] else {
                throw Failure(message: "\(file):\(index + 1): expected \"char\" (one character) and \"medians\"")
            }
            let strokes = medians.map { $0.compactMap { $0.count >= 2 ? InkPoint(x: $0[0].doubleValue, y: $0[1].doubleValue) : nil } }
            characters.append((character, strokes, (object["tgscc"] as? Int ?? 0) > 0))
        }
        return characters
    }

    /// The templates file's bytes for the medians (``HanziTemplates/encode(_:)``), and how many characters it holds.
    public static func compile(medians text: String, file: String) throws(Failure) -> (bytes: [UInt8], characters: Int) {
        let characters = try characters(fromMedians: text, file: file)
        return (HanziTemplates.encode(characters), characters.count)
    }
}
