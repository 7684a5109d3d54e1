public import InputMethodCore
import HangulInputMethod
import PinyinInputMethod

/// The input methods that ship with SoftKeyboard, as a registry a host can start from (and add
/// its own to).
public enum BuiltInInputMethods {
    public static var registry: InputMethodRegistry {
        InputMethodRegistry([HangulInputMethod.descriptor, PinyinInputMethod.descriptor])
    }
}
