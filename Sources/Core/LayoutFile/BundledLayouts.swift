public import KeyboardModel
import Synchronization

/// The layouts that ship with SoftKeyboard, compiled into the library from `Layouts/`, so
/// they are found without configuration, also when another package depends on this one.
///
/// `Generated/BundledLayouts+Sources.swift` holds the files' text; it is generated from
/// `Layouts/` and a test fails when the two differ. After editing `Layouts/`, regenerate it with
///
///     python3 Generators/LayoutFile/embed_layouts.py
public enum BundledLayouts {
    /// The bundled files loaded with the input methods a host has (the bundled Korean and
    /// Chinese layouts name `inputMethod`s; without their requirements they do not load).
    /// `BuiltInInputMethods.layouts` is this with the built-in methods. Loaded once per process
    /// for each set of requirements (the files never change while it runs).
    public static func load(inputMethods: [InputMethodRequirements]) -> LayoutLoader.Result {
        if let loaded = results.withLock({ $0[inputMethods] }) { return loaded }
        let result = LayoutLoader.load(sources, inputMethods: inputMethods)
        results.withLock { $0[inputMethods] = result }
        return result
    }

    private static let results = Mutex<[[InputMethodRequirements]: LayoutLoader.Result]>([:])

    /// `base` (by default the bundled sources) together with extra folders' sources; a later
    /// source with the same path replaces an earlier one.
    public static func merged(_ base: [LayoutSource] = sources, with extra: [[LayoutSource]]) -> [LayoutSource] {
        var byPath: [String: LayoutSource] = [:]
        var order: [String] = []
        for source in base + extra.flatMap({ $0 }) {
            if byPath[source.path] == nil { order.append(source.path) }
            byPath[source.path] = source
        }
        return order.compactMap { byPath[$0] }
    }
}
