extension Composer {
    /// The layout documents whose composition can say something about `files` (display paths):
    /// the layouts of those files, every layout that extends or imports one of them at any depth,
    /// and the Latin companions of all these. `nil` (every layout) when a file is not a layout
    /// or a part (the devices or the strings, which every layout reads).
    ///
    /// Checking one layout then composes a few layouts, not the whole folder.
    static func layouts(concerning files: Set<String>, in documents: [String: LayoutDocument]) -> Set<String>? {
        let namedDocuments = documents.values.filter { files.contains($0.file) }
        guard Set(namedDocuments.map(\.file)) == files else { return nil }
        let named = Set(namedDocuments.map(\.path))
        let byID = Dictionary(documents.values.compactMap { document in document.id.map { ($0.value, document.path) } },
                              uniquingKeysWith: { first, _ in first })
        var verdicts: [String: Bool] = [:]
        /// Whether composing `path` reads a named file (a cycle reads nothing more).
        func concerns(_ path: String, visiting: Set<String>) -> Bool {
            if let known = verdicts[path] { return known }
            guard let document = documents[path], !visiting.contains(path) else { return false }
            let visiting = visiting.union([path])
            let imported = document.imports.map { $0.value.hasSuffix(".json") ? String($0.value.dropLast(5)) : $0.value }
            let base = document.extends.flatMap { byID[$0.value] }
            let verdict = named.contains(path) || (base.map { concerns($0, visiting: visiting) } ?? false)
                || imported.contains { concerns($0, visiting: visiting) }
            verdicts[path] = verdict
            return verdict
        }
        var selected = Set(documents.values.filter { $0.isLayout && concerns($0.path, visiting: []) }.map(\.path))
        for path in selected {
            if let companion = documents[path]?.latinCompanion, let target = byID[companion.value] { selected.insert(target) }
        }
        return selected
    }
}
