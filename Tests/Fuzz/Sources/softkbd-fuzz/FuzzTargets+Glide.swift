import Autocorrection
import BuiltInInputMethods
import GestureTyping
import KeyboardModel

extension FuzzTargets {
    static let glideDecoder: GestureDecoder? = {
        guard let keyboard = try? BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic")),
              let geometry = KeyGeometry(keyboard), let lexicon = try? LexiconStore.bundled.lexicon(for: "en") else { return nil }
        return GestureDecoder(lexicon: lexicon, geometry: geometry, vocabulary: 20_000)
    }()

    /// Random point clouds to the English glide decoder: coordinates on and far off the keyboard,
    /// NaN and ±∞, repeated points, and now and then a path of hundreds of thousands of points:
    /// at most the limit of words, each a word of the vocabulary, costs finite and in order, and
    /// the time bounded by the path's length.
    static func glide(_ bytes: [UInt8]) {
        guard let decoder = glideDecoder else { preconditionFailure("the English glide decoder cannot be made") }
        var reader = ByteReader(bytes)
        var samples: [GesturePath.Sample] = []
        let special: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, .ulpOfOne]
        while !reader.isEmpty {
            let kind = reader.byte()
            switch kind % 8 {
            case 0:
                samples.append(.init(x: special[Int(reader.byte()) % special.count], y: Double(reader.byte()), time: 0))
            case 1:
                // A long stretch of points between two places.
                let count = Int(reader.byte()) * 1_000
                let x0 = Double(reader.byte()) * 1.3, y0 = Double(reader.byte()), x1 = Double(reader.byte()) * 1.3
                for index in 0..<count { samples.append(.init(x: x0 + (x1 - x0) * Double(index) / Double(max(count, 1)), y: y0)) }
            default:
                samples.append(.init(x: Double(reader.byte()) * 1.3 - 20, y: Double(reader.byte()) - 20, time: Double(samples.count)))
            }
            if samples.count > 400_000 { break }
        }
        let limit = Int(bytes.first ?? 0) % 6
        let found = decoder.decode(GesturePath(samples), limit: limit)
        precondition(found.count <= limit, "\(found.count) words for a limit of \(limit)")
        for (index, candidate) in found.enumerated() {
            precondition(candidate.cost.isFinite, "cost \(candidate.cost) for '\(candidate.word)'")
            precondition(index == 0 || found[index - 1].cost <= candidate.cost, "out of order")
            precondition(!decoder.keyPath(of: candidate.word).isEmpty, "'\(candidate.word)' cannot be drawn")
        }
    }
}
