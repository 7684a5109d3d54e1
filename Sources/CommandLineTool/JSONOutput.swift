import Foundation

/// Pretty JSON with sorted keys, the stable form every `softkbd` JSON output uses.
func jsonText(_ value: some Encodable) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
        throw .failure("could not encode JSON: \(error)")
    }
}
