import Foundation

/// Pretty JSON with sorted keys, the stable form every JSON output of a command uses.
///
/// Empty arrays and objects print as `[]` and `{}` on one line (Foundation on Linux spreads
/// them over three; JSON strings hold no raw line breaks, so the rewrite cannot touch one).
public func jsonText(_ value: some Encodable, pretty: Bool = true) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    let text: String
    do {
        text = String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
        throw .failure("could not encode JSON: \(error)")
    }
    var result = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
        // "[" or "{" at a line's end, then an empty line, then only the closing bracket.
        if let last = line.last, last == "[" || last == "{", lines.first?.isEmpty == true,
           let closingLine = lines.dropFirst().first,
           [last == "[" ? "]" : "}", last == "[" ? "]," : "},"].contains(closingLine.trimmingCharacters(in: .whitespaces)) {
            let closing = closingLine.drop(while: { $0 == " " })
            lines = lines.dropFirst(2)
            result += line + closing + "\n"
        } else {
            result += line + "\n"
        }
    }
    return String(result.dropLast())
}
