public import KeyboardModel

/// The layouts that ship with SoftKeyboard, compiled into the library from `Layouts/`, so
/// they are found without configuration, also when another package depends on this one.
///
/// `Generated/BundledLayouts+Sources.swift` holds the files' text; it is generated from
/// `Layouts/` and a test fails when the two differ. After editing `Layouts/`, regenerate it with
///
///     python3 Sources/LayoutFile/Generator/embed_layouts.py
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
}
