/// An action as `softkbd gestures --format json` prints it: `action` (its name) and its fields:
/// `label`; `offset` and `mode`; `kind`; `start` and `end`; `items`; `enabled`; `direction` and
/// `steps` (see ``TextInteractionAction/parts``).
extension TextInteractionAction: Encodable {
    private enum Keys: String, CodingKey { case action, label, offset, mode, kind, start, end, items, enabled, direction, steps }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        let (name, fields) = parts
        try container.encode(name, forKey: .action)
        for field in fields {
            switch field {
            case .label(let label): try container.encode(label, forKey: .label)
            case .offset(let offset): try container.encode(offset, forKey: .offset)
            case .mode(let mode): try container.encode(mode.rawValue, forKey: .mode)
            case .kind(let kind): try container.encode(kind.rawValue, forKey: .kind)
            case .range(let range):
                try container.encode(range.lowerBound, forKey: .start)
                try container.encode(range.upperBound, forKey: .end)
            case .items(let items): try container.encode(items.map(\.rawValue), forKey: .items)
            case .enabled(let enabled): try container.encode(enabled, forKey: .enabled)
            case .direction(let direction): try container.encode(direction.rawValue, forKey: .direction)
            case .steps(let steps): try container.encode(steps, forKey: .steps)
            }
        }
    }
}
