public import InputMethodCore
public import KeyboardModel
public import LayoutFile
import HangulInputMethod
import PinyinInputMethod

/// The input methods that ship with SoftKeyboard, as a registry a host can start from (and add
/// its own to), and the bundled layouts loaded with them.
///
/// ```swift
/// BuiltInInputMethods.registry.ids          // ["hangul", "japanese", "pinyin"]
/// BuiltInInputMethods.catalog.layout(named: "ko")?.inputMethod   // "hangul"
/// ```
public enum BuiltInInputMethods {
    public static var registry: InputMethodRegistry {
        InputMethodRegistry([HangulInputMethod.descriptor, PinyinInputMethod.descriptor, japanese])
    }

    /// Japanese: what its keyboards need (the romaji keyboard's Latin letters and ー, or the
    /// kana pad's ten rows). The method itself is not written yet: making it throws
    /// ``NotAvailable``, so a session on a Japanese keyboard reports that (`methodUnavailable`)
    /// and the keys type what they show.
    public static let japanese = InputMethodDescriptor(
        id: "japanese", displayName: "日本語", languages: ["ja"],
        oneOfOutputs: ["abcdefghijklmnopqrstuvwxyz".map(String.init) + ["ー"], ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]]
    ) { throw NotAvailable(method: "japanese") }

    /// A built-in method whose descriptor ships before the method does.
    public struct NotAvailable: Error, Hashable, Sendable, CustomStringConvertible {
        public var method: String
        public init(method: String) { self.method = method }
        public var description: String { "the \(method) input method is not available yet; keys type what they show" }
    }

    /// What the built-in methods need from layouts, for ``LayoutLoader/load(_:inputMethods:)``.
    public static var requirements: [InputMethodRequirements] { registry.requirements }

    /// The bundled layouts loaded with the built-in methods, once per process.
    public static let layouts: LayoutLoader.Result = BundledLayouts.load(inputMethods: requirements)

    /// The bundled catalog.
    public static var catalog: KeyboardCatalog { layouts.catalog }
}
