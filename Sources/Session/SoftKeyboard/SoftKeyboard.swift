// The umbrella module: `import SoftKeyboard` gives an app what it needs to attach a text field,
// show a keyboard, feed it touches and draw its state, with the built-in input methods and the
// bundled layouts. Each module can also be depended on alone (README: Use it in an app).
@_exported public import TextInputTraits
@_exported public import KeyboardModel
@_exported public import LayoutFile
@_exported public import TextEditing
@_exported public import TextInteraction
@_exported public import InputMethodCore
@_exported public import KeyboardSession
@_exported public import BuiltInInputMethods
@_exported public import Autocorrection
