public import KeyboardModel

/// The layouts that ship with SoftKeyboard, compiled into the library from `Layouts/`, so
/// they are found without configuration, also when another package depends on this one.
///
/// `BundledLayouts+Sources.swift` holds the files' text; it is generated from `Layouts/` and
/// a test fails when the two differ. After editing `Layouts/`, regenerate it with
///
///     SOFTKBD_REGENERATE_BUNDLED_LAYOUTS=1 swift test --filter BundledLayouts
public enum BundledLayouts {
    /// The bundled files, loaded and checked once per process.
    public static let result: LayoutLoader.Result = LayoutLoader.load(sources)

    /// The bundled catalog.
    public static var catalog: KeyboardCatalog { result.catalog }

    /// The bundled sources together with extra folders' sources; a later source with the same
    /// path replaces an earlier one.
    public static func merged(with extra: [[LayoutSource]]) -> [LayoutSource] {
        var byPath: [String: LayoutSource] = [:]
        var order: [String] = []
        for source in sources + extra.flatMap({ $0 }) {
            if byPath[source.path] == nil { order.append(source.path) }
            byPath[source.path] = source
        }
        return order.compactMap { byPath[$0] }
    }

    /// The Swift source that embeds `files`, as `BundledLayouts+Sources.swift` holds it.
    package static func swiftSource(for files: [LayoutSource]) -> String {
        var text = """
            // Generated from Layouts/ by BundledLayoutsTests; do not edit. Regenerate with
            // SOFTKBD_REGENERATE_BUNDLED_LAYOUTS=1 swift test --filter BundledLayouts

            extension BundledLayouts {
                /// The files of `Layouts/`, by path under that folder.
                public static let sources: [LayoutSource] = [

            """
        for file in files.sorted(by: { $0.path < $1.path }) {
            var hashes = "#"
            while file.text.contains("\"" + hashes) { hashes += "#" }
            text += "        LayoutSource(path: \"\(file.path)\", displayPath: \"Layouts/\(file.path)\", text: \(hashes)\"\"\"\n"
            text += file.text.hasSuffix("\n") ? file.text : file.text + "\n"
            text += "\"\"\"\(hashes)),\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
