public import InputMethodCore
public import KeyboardModel
public import LayoutFile
import HandwritingInputMethod
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
        InputMethodRegistry([HangulInputMethod.descriptor, PinyinInputMethod.descriptor, JapaneseInputMethod.descriptor, handwriting])
    }

    /// Chinese handwriting, with follow-ons from the pinyin engine's predictions for simplified
    /// text. Traditional text gets none: the pinyin model is simplified, and offering its words
    /// after a traditional character would mix scripts.
    public static let handwriting = HandwritingInputMethod.descriptor { text, script in
        guard script == .simplified, let engine = pinyinForFollowOns else { return [] }
        return engine.predictions(after: text, limit: 8)
    }

    /// The pinyin engine behind handwriting's follow-ons, opened once (nil when its model is missing).
    nonisolated(unsafe) static let pinyinForFollowOns: PinyinEngine? = try? PinyinEngine.bundled()

    /// What the built-in methods need from layouts, for ``LayoutLoader/load(_:inputMethods:)``.
    public static var requirements: [InputMethodRequirements] { registry.requirements }

    /// The bundled layouts loaded with the built-in methods, once per process.
    public static let layouts: LayoutLoader.Result = BundledLayouts.load(inputMethods: requirements)

    /// The bundled catalog.
    public static var catalog: KeyboardCatalog { layouts.catalog }
}
