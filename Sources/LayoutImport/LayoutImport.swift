public import LayoutFile

/// Reading keyboards written in other formats as SoftKeyboard layouts: CLDR Keyboard 3.0
/// (`.xml`, UTS #35 Part 7) and Keyman touch layouts (`.keyman-touch-layout`). Each becomes a
/// layout tree whose values point into the original file, so the loader's and the linter's
/// findings name the original's line and column.
///
/// ```swift
/// let sources = LayoutImport.prepare(try LayoutDirectory.sources(in: "keyboards").sources)
/// let result = LayoutLoader.load(BundledLayouts.merged(with: [sources]), inputMethods: requirements)
/// ```
public enum LayoutImport {
    public enum Format: String, Sendable {
        case layout, cldr, keyman
    }

    /// A file's format by its name.
    public static func format(ofPath path: String) -> Format {
        if path.hasSuffix(".keyman-touch-layout") { return .keyman }
        if path.hasSuffix(".xml") { return .cldr }
        return .layout
    }

    /// What converting one file gave.
    public struct Conversion: Sendable {
        /// The layout tree, when the file is a keyboard and could be read.
        public var root: JSONNode?
        public var diagnostics: [Diagnostic]
        /// Whether the file is a keyboard at all (a CLDR test or import file is not).
        public var isKeyboard: Bool
        /// The original key ids and the ids the layout gives them (renamed where they would
        /// merge with a shared part's key).
        public var keyIDs: [String: String]
    }

    /// The layout id a converted file gets: its name without folder and extension.
    public static func layoutID(ofPath path: String) -> String {
        String(LayoutDirectory.documentPath(path).split(separator: "/").last ?? "")
    }

    /// Converts one file of another format.
    ///
    /// - Parameter readFile: reads a file a CLDR keyboard imports without `base="cldr"`, by its
    ///   path relative to the keyboard (default: from disk beside `source.displayPath`).
    public static func convert(_ source: LayoutSource, readFile: ((String) -> String?)? = nil) -> Conversion {
        var diagnostics = DiagnosticCollector()
        let id = layoutID(ofPath: source.path)
        switch format(ofPath: source.path) {
        case .layout:
            return Conversion(root: nil, diagnostics: [], isKeyboard: true, keyIDs: [:])
        case .keyman:
            // A byte-order mark is white space to the JSON reader, keeping every column.
            var text = source.text
            if text.unicodeScalars.first == "\u{FEFF}" { text = " " + String(text.unicodeScalars.dropFirst()) }
            guard let root = JSONParser.parse(text, file: source.displayPath, diagnostics: &diagnostics) else {
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            let tree = KeymanTouchLayout.layout(root, file: source.displayPath, id: id, diagnostics: &diagnostics)
            return Conversion(root: tree, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
        case .cldr:
            guard let root = XMLReader.parse(source.text, file: source.displayPath, diagnostics: &diagnostics) else {
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            // Test files and CLDR's import files sit beside keyboards; they are not layouts.
            guard root.name == "keyboard3" else {
                if ["keyboardTest3", "keys",
                    "forms"].contains(root.name) { return Conversion(root: nil, diagnostics: [], isKeyboard: false, keyIDs: [:]) }
                diagnostics.report(.importDefect, "the root element is '\(root.name)'; a CLDR keyboard's is 'keyboard3'", at: root.range)
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            let folder = source.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let reader = readFile ?? { relative in
                let path = folder.isEmpty ? relative : folder + "/" + relative
                guard case .success(let bytes) = LayoutDirectory.contents(ofFile: path),
                    case .success(let text) = LayoutDirectory.decode(bytes, file: path) else { return nil }
                return text
            }
            var keyIDs: [String: String] = [:]
            let tree = CLDRKeyboard.layout(root, file: source.displayPath, id: id, localImport: reader, keyIDs: &keyIDs,
                                           diagnostics: &diagnostics)
            return Conversion(root: tree, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: keyIDs)
        }
    }

    /// The sources with every file of another format converted (CLDR test and import files
    /// left out); files in this format pass through.
    public static func prepare(_ sources: [LayoutSource], readFile: ((String) -> String?)? = nil) -> [LayoutSource] {
        sources.compactMap { source in
            guard format(ofPath: source.path) != .layout else { return source }
            let conversion = convert(source, readFile: readFile)
            guard conversion.isKeyboard else { return nil }
            return LayoutSource(path: source.path, displayPath: source.displayPath, text: source.text, root: conversion.root,
                                diagnostics: conversion.diagnostics)
        }
    }
}
