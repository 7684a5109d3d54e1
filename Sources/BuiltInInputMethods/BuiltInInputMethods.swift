public import InputMethodCore
public import KeyboardModel
public import LayoutFile
import HangulInputMethod
import JapaneseInputMethod
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
        InputMethodRegistry([HangulInputMethod.descriptor, PinyinInputMethod.descriptor, JapaneseInputMethod.descriptor])
    }

    /// What the built-in methods need from layouts, for ``LayoutLoader/load(_:inputMethods:)``.
    public static var requirements: [InputMethodRequirements] { registry.requirements }

    /// The bundled layouts loaded with the built-in methods, once per process.
    public static let layouts: LayoutLoader.Result = BundledLayouts.load(inputMethods: requirements)

    /// The bundled catalog.
    public static var catalog: KeyboardCatalog { layouts.catalog }
}
