public import InputMethodCore
public import KeyboardModel
public import LayoutFile
import ChineseConversion
import HandwritingInputMethod
import HangulInputMethod
import JapaneseInputMethod
import KeymanInputMethod
import PinyinInputMethod
import TransformInputMethod
import VietnameseInputMethod
import ZhuyinInputMethod

/// The input methods that ship with SoftKeyboard, as a registry a host can start from (and add
/// its own to), and the bundled layouts loaded with them.
///
/// ```swift
/// BuiltInInputMethods.registry.ids
/// // ["handwriting", "hangul", "japanese", "keyman", "pinyin", "pinyin-traditional", "telex", "transforms", "zhuyin"]
/// BuiltInInputMethods.catalog.layout(named: "ko")?.inputMethod   // "hangul"
/// ```
public enum BuiltInInputMethods {
    public static var registry: InputMethodRegistry {
        InputMethodRegistry([HangulInputMethod.descriptor, PinyinInputMethod.descriptor, JapaneseInputMethod.descriptor, handwriting,
                             TransformInputMethod.descriptor, KeymanInputMethod.descriptor, TelexInputMethod.descriptor,
                             ZhuyinInputMethod.descriptor, ZhuyinInputMethod.pinyinDescriptor])
    }

    /// Chinese handwriting, with follow-ons from the pinyin engine's predictions: for
    /// simplified text directly; for traditional text, the character is read in simplified
    /// form and the predictions are written back in traditional characters with OpenCC's tables
    /// (``ScriptConverter``, loaded the first time they are needed).
    public static let handwriting = HandwritingInputMethod.descriptor { text, script in
        guard let engine = pinyinForFollowOns else { return [] }
        guard script != .simplified else { return engine.predictions(after: text, limit: 8) }
        guard let converter = traditionalConverter else { return [] }
        var seen: Set<String> = []
        return engine.predictions(after: converter.simplified(text),
                                  limit: 8).map(converter.traditional).filter { seen.insert($0).inserted }
    }

    /// The pinyin engine behind handwriting's follow-ons, opened once (nil when its model is missing).
    static let pinyinForFollowOns: PinyinEngine? = try? PinyinEngine.bundled()
    /// Simplified ↔ traditional tables for traditional follow-ons (nil when they are missing).
    static let traditionalConverter: ScriptConverter? = try? ScriptConverter.bundled()

    /// What the built-in methods need from layouts, for ``LayoutLoader/load(_:inputMethods:)``.
    public static var requirements: [InputMethodRequirements] { registry.requirements }

    /// The bundled layouts loaded with the built-in methods, once per process.
    public static let layouts: LayoutLoader.Result = BundledLayouts.load(inputMethods: requirements)

    /// The bundled catalog.
    public static var catalog: KeyboardCatalog { layouts.catalog }
}
