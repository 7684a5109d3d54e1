public import LayoutFile
public import KeyboardModel

extension LayoutImport {
    /// Layout files laid over the bundled layouts, loaded: what `softkbd --layouts`, a keystroke
    /// test's keyboard and an app's own folder of keyboards give.
    public struct Overlay: Sendable {
        /// The catalog and every diagnostic of loading it (the files' own errors included).
        public var result: LayoutLoader.Result
        /// What reading the files found before loading (a file that is not UTF-8).
        public var readDiagnostics: [Diagnostic]
    }

    /// Reads each path (a folder or a file: SoftKeyboard JSON, CLDR keyboard XML, Keyman touch
    /// layouts and `.kmn` programs) as one layer over the bundled layouts — a file with a bundled
    /// file's path replaces it, a later path's file an earlier one's — converts what is in
    /// another format and loads the whole with the input methods' requirements.
    ///
    /// ```swift
    /// let overlay = try LayoutImport.overBundled(["MyLayouts"], inputMethods: BuiltInInputMethods.requirements)
    /// overlay.result.catalog.layout(named: "my-layout")
    /// ```
    ///
    /// - Throws: `LayoutDirectory.ReadError` for a path that does not exist or cannot be read.
    public static func overBundled(_ paths: [String],
                                   inputMethods: [InputMethodRequirements]) throws(LayoutDirectory.ReadError) -> Overlay {
        var layers: [[LayoutSource]] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let read = try LayoutDirectory.sources(forPaths: [path])
            layers.append(prepare(read.sources))
            diagnostics += read.diagnostics
        }
        return Overlay(result: overBundled(layers: layers, inputMethods: inputMethods), readDiagnostics: diagnostics)
    }

    /// Sources already read and converted (``prepare(_:readFile:)``), each list a layer over the
    /// bundled layouts, loaded.
    ///
    /// Files of their own beside the bundled ones (none replacing a bundled file or taking a
    /// bundled layout's id) cannot change a bundled layout: those come from the bundled load
    /// (once per process), and only the new layouts and what they lean on are composed. The
    /// result is the same as loading everything together.
    public static func overBundled(layers: [[LayoutSource]], inputMethods: [InputMethodRequirements]) -> LayoutLoader.Result {
        let merged = BundledLayouts.merged(with: layers)
        let extra = layers.flatMap { $0 }
        let bundledPaths = Set(BundledLayouts.sources.map(\.path))
        let bundled = BundledLayouts.load(inputMethods: inputMethods)
        guard !extra.isEmpty, !extra.contains(where: { bundledPaths.contains($0.path) }), !bundled.hasErrors else {
            return LayoutLoader.load(merged, inputMethods: inputMethods)
        }
        let own = LayoutLoader.load(merged, inputMethods: inputMethods, concerning: Set(extra.map(\.displayPath)))
        guard !own.diagnostics.contains(where: { $0.rule == LayoutRule.duplicateLayoutId.id }) else {
            return LayoutLoader.load(merged, inputMethods: inputMethods)
        }
        var result = own
        result.catalog.layouts.merge(bundled.catalog.layouts) { mine, _ in mine }
        result.provenance.merge(bundled.provenance) { mine, _ in mine }
        var diagnostics = DiagnosticCollector()
        var seen = Set<Diagnostic>()
        for diagnostic in own.diagnostics + bundled.diagnostics where seen.insert(diagnostic).inserted { diagnostics.report(diagnostic) }
        result.diagnostics = diagnostics.sorted
        return result
    }
}
