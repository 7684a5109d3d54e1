import EditDistance
public import KeyboardModel
import TextInputTraits
import TextTransforms

/// One file of a layouts folder: its path under the folder and its text.
public struct LayoutSource: Hashable, Sendable {
    /// The path under the layouts folder, with `/` separators (`fr-FR.json`, `shared/latin.json`).
    public var path: String
    /// The path shown in diagnostics (by default `path`).
    public var displayPath: String
    public var text: String
    /// The file already read into a tree in this format, when it was written in another (a
    /// CLDR or Keyman keyboard, converted by `LayoutImport`): its ranges point into the original
    /// file, and ``text`` is not parsed.
    public var root: JSONNode?
    /// What reading the original file found (reported with the loader's own findings).
    public var diagnostics: [Diagnostic]
    /// What the file's input method reads from the file it names (`inputMethodData`), read by
    /// the module that knows the method (`LayoutImport` for keyboard programs), by the name the
    /// file gives. A layout naming data not here does not load.
    public var inputMethodData: [String: InputMethodData] = [:]

    public init(path: String, displayPath: String? = nil, text: String) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.text = text
        root = nil
        diagnostics = []
    }

    /// A file converted from another format: `root` in this format, with the original's ranges.
    public init(path: String, displayPath: String? = nil, text: String, root: JSONNode?, diagnostics: [Diagnostic]) {
        self.init(path: path, displayPath: displayPath, text: text)
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Reads a folder of layout files into a `KeyboardCatalog`, with every problem reported as
/// a ``Diagnostic``.
///
/// Three phases, each collecting: syntax (JSON), schema (fields and types), semantics
/// (imports and `extends` merged, references checked). A layout with errors is left out of
/// the catalog; the others load.
///
/// ```swift
/// let result = LayoutLoader.load(BundledLayouts.sources, inputMethods: registry.requirements)
/// result.diagnostics.isEmpty           // true for the bundled files
/// result.catalog.layout(named: "sv")?.name   // "Svenska"
/// ```
public enum LayoutLoader {
    /// The layers every layout must end up with (after imports).
    public static let requiredLayers: [Layer.ID] = [.letters, .numbers, .symbols, .numberPad, .decimalPad, .phonePad, .phoneSymbols,
                                                    .namePhonePad]

    public struct Result: Sendable {
        public var catalog: KeyboardCatalog
        public var diagnostics: [Diagnostic]
        /// Where each loaded layout's parts were written, for checks that report on the model.
        public var provenance: [KeyboardLayout.ID: LayoutProvenance]
        /// The locale words of `strings.json`.
        public var strings: KeyboardStringsTable
        /// The input methods the layouts were loaded with (what the linter checks them against).
        public var inputMethods: [InputMethodID: InputMethodRequirements]
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads every source: `devices.json`, `strings.json`, and layout and part files.
    ///
    /// - Parameter inputMethods: the input methods a layout may name, with what each needs from
    ///   a layout (from the registry's descriptors; the loader knows no method of its own).
    /// - Parameter files: when only these files (display paths) are to be checked, the layouts
    ///   whose composition cannot concern them are left out of the catalog (checking one layout
    ///   composes a few, not the folder); `nil`: every layout.
    /// - Complexity: O(*n*) in the total size of the sources, plus the merging of imports.
    public static func load(_ sources: [LayoutSource], inputMethods: [InputMethodRequirements],
                            concerning files: Set<String>? = nil) -> Result {
        var diagnostics = DiagnosticCollector()
        var documents: [String: LayoutDocument] = [:]
        var devices: [DeviceProfile.ID: DeviceProfile] = [:]
        var deviceRanges: [DeviceProfile.ID: SourceRange] = [:]
        var strings = KeyboardStringsTable()
        var devicesFile = "devices.json"
        var methodData: [String: [String: InputMethodData]] = [:]

        // Folders give their .json files; a file named on its own is read whatever its name.
        for source in sources.sorted(by: { $0.path < $1.path }) {
            for diagnostic in source.diagnostics { diagnostics.report(diagnostic) }
            if source.root == nil, source.path.hasSuffix(".xml") || source.path.hasSuffix(".keyman-touch-layout")
                || source.path.lowercased().hasSuffix(".kmn") {
                // Another format, not converted (LayoutImport converts it, or found its errors).
                if source.diagnostics.isEmpty {
                    diagnostics.report(.unsupportedFormat,
                                       "this is a CLDR or Keyman keyboard; read it through LayoutImport (as softkbd does)",
                                       at: .file(source.displayPath))
                }
                continue
            }
            let key = CleanReadKey(path: source.path, file: source.displayPath, text: source.text)
            // Read from the text (not converted, nothing found before): a clean read is kept.
            let fromText = source.root == nil && source.diagnostics.isEmpty
            switch source.path {
            case "devices.json":
                devicesFile = source.displayPath
                let read = { (diagnostics: inout DiagnosticCollector) in
                    Self.parse(source,
                               diagnostics: &diagnostics).map { DevicesFile.read($0, file: source.displayPath, diagnostics: &diagnostics) }
                }
                let entries = fromText ? LoaderCaches.devices.value(key, diagnostics: &diagnostics, read: read) : read(&diagnostics)
                for (id, entry) in entries ?? [:] {
                    devices[id] = entry.0
                    deviceRanges[id] = entry.1
                }
            case "strings.json":
                let read = { (diagnostics: inout DiagnosticCollector) in
                    Self.parse(source,
                               diagnostics: &diagnostics).map { StringsFile.read($0, file: source.displayPath, diagnostics: &diagnostics) }
                }
                strings = (fromText ? LoaderCaches.strings.value(key, diagnostics: &diagnostics,
                                                                 read: read) : read(&diagnostics)) ?? strings
            default:
                let path = LayoutDirectory.documentPath(source.path)
                let read = { (diagnostics: inout DiagnosticCollector) in
                    Self.parse(source, diagnostics: &diagnostics).flatMap {
                        LayoutDocument.read($0, path: path, file: source.displayPath, diagnostics: &diagnostics)
                    }
                }
                if !source.inputMethodData.isEmpty { methodData[path] = source.inputMethodData }
                let documentKey = CleanReadKey(path: path, file: source.displayPath, text: source.text)
                if let document = fromText ? LoaderCaches.documents.value(documentKey, diagnostics: &diagnostics,
                                                                          read: read) : read(&diagnostics) {
                    documents[path] = document
                }
            }
        }

        let methods = Dictionary(inputMethods.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var composer = Composer(documents: documents, strings: strings, knownInputMethods: Set(methods.keys.map(\.rawValue)),
                                deviceIDs: Set(devices.keys.map(\.rawValue)), methodData: methodData)
        let layouts = composer.composeAll(building: files.flatMap { Composer.layouts(concerning: $0, in: documents) })
        for diagnostic in composer.diagnostics.diagnostics { diagnostics.report(diagnostic) }
        if devices.isEmpty && !layouts.isEmpty {
            diagnostics.report(.missingDevices, "no device profiles: the layouts folder needs a devices.json that lists some",
                               at: .file(devicesFile))
        }
        var catalog = KeyboardCatalog(layouts: layouts, devices: devices)
        catalog.strings = strings
        return Result(catalog: catalog, diagnostics: diagnostics.sorted, provenance: composer.provenance, strings: strings,
                      inputMethods: methods)
    }

    /// A source's tree: the one it came with (converted from another format), or its text read.
    private static func parse(_ source: LayoutSource, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        source.root ?? JSONParser.parse(source.text, file: source.displayPath, diagnostics: &diagnostics)
    }
}
