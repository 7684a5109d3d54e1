extension LayoutRule {
    /// The rule as `softkbd validate --explain` prints it: id, severity, summary, explanation,
    /// then each example file and whether it triggers the rule (long files cut short).
    public var manual: String {
        var text = "\(id) (\(severity.rawValue))\n\n\(summary)\n\n\(explanation)\n"
        for example in examples {
            text += "\n\(example.triggers ? "Triggers" : "Does not trigger"):\n"
            for (path, content) in example.files.sorted(by: { $0.key < $1.key }) {
                let shown = content.count > 2_000 ? String(content.prefix(120)) + " … (\(content.utf8.count) bytes)" : content
                text += "  \(path): \(shown)\n"
            }
        }
        return text
    }
}
