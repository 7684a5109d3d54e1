public import SourceDiagnostics

/// A Keyman keyboard program as read from its `.kmn` source: stores, groups of rules and the
/// groups each entry point begins with. What each part means is Keyman's language reference
/// (`developer/language/reference/` of keymanapp/help.keyman.com); `KMN.md` beside this file
/// says which of it SoftKeyboard reads and how.
///
/// Names of stores, groups and deadkeys are compared without regard to case, as Keyman's
/// compiler does. Every `outs()` is expanded where it stands, so a store is a flat list of
/// ``Item``s.
public struct KeymanProgram: Hashable, Sendable {
    /// One element of a store, a context, a key or an output.
    public enum Item: Hashable, Sendable {
        case character(Unicode.Scalar)
        /// An invisible marker, by its number in ``KeymanProgram/deadkeys``.
        case deadkey(Int)
        case virtualKey(VirtualKeyPattern)
        /// Matches one of a store's items and remembers which.
        case any(store: Int)
        /// Matches any character not in a store (never the start of the text).
        case notAny(store: Int)
        /// The item of a store at the position the `any()` at `offset` (1-based, counted over
        /// the context and key) matched.
        case index(store: Int, offset: Int)
        /// The whole matched context (output only).
        case context
        /// The context item at `offset` (1-based).
        case contextItem(offset: Int)
        /// At the start of a context: the text must hold nothing before it. In an output:
        /// nothing.
        case nul
        case beep
        case use(group: Int)
        case `return`
        /// `if(store = 'value')` / `if(store != 'value')`: a variable store or a system store
        /// (`&platform`, `&layer`, `&baselayout`, `&newLayer`, `&oldLayer`) compared with a string.
        case condition(Condition)
        case set(store: Int, value: [Unicode.Scalar])
        case reset(store: Int)
        case save(store: Int)
        /// Shows a touch layer.
        case layer(String)
        /// `call()`: an input method extension, which nothing here runs.
        case call(store: Int)
    }

    public struct Condition: Hashable, Sendable {
        public enum Subject: Hashable, Sendable {
            case store(Int)
            case platform
            case layer
            case baseLayout
            /// Keyman 15's `&newLayer` and `&oldLayer`: the touch layer a keystroke goes to
            /// (empty when it stays) and the one it started on, for `begin PostKeystroke` rules.
            case newLayer
            case oldLayer
        }

        public var subject: Subject
        public var equals: Bool
        public var value: [Unicode.Scalar]
    }

    public struct Store: Hashable, Sendable {
        public var name: String
        public var items: [Item]
        /// The text as written (for variable stores and system stores).
        public var text: [Unicode.Scalar]
        public var range: SourceRange
    }

    public struct Rule: Hashable, Sendable {
        public var context: [Item]
        /// The keystroke (`+ …`), in a group `using keys`.
        public var key: Item?
        public var output: [Item]
        public var range: SourceRange
        /// The line order in the file, which breaks ties between contexts of one length.
        public var line: Int
    }

    public struct Group: Hashable, Sendable {
        public var name: String
        public var usingKeys: Bool
        public var readOnly: Bool
        /// Longest context first, then in file order, as Keyman orders them.
        public var rules: [Rule]
        public var match: Rule?
        public var noMatch: Rule?
        public var range: SourceRange
    }

    /// The entry points a keyboard can begin (`begin Unicode > use(main)`).
    public enum Entry: String, Hashable, Sendable, CaseIterable {
        case unicode = "unicode", ansi = "ansi", newContext = "newcontext", postKeystroke = "postkeystroke"
    }

    public var stores: [Store]
    public var groups: [Group]
    public var deadkeys: [String]
    public var begins: [Entry: Int]
    /// What a touch layout adds to the program: its gestures (long-press, flick and multi-tap
    /// keys) by the text a host reports when one is chosen, with the key id and layer the rules
    /// should see (`T_SCHWA` on `shift`). Empty when the program was read alone; an importer
    /// pairing it with a touch layout fills it.
    public var touchGestures: [String: TouchKey] = [:]
    /// What a touch layout adds for its tapped keys: the keys whose rules see another layer than
    /// the one they are shown on (a key's `layer`) or that go to another layer once typed (its
    /// `nextlayer`), by the key's id in the imported layout. Other keys need no entry: their id
    /// is their Keyman name and the layer shown gives the modifiers.
    public var touchKeys: [String: TouchKey] = [:]

    /// A touch layout's key as the rules see it.
    public struct TouchKey: Hashable, Sendable {
        /// `K_A`, `T_SCHWA`, `U_0259`.
        public var key: VirtualKey
        /// The touch layer whose modifiers the rules see (`default`, `shift`, `rightalt`;
        /// `numeric`, a layer of the keyboard's own, has none).
        public var layer: String
        /// The touch layer shown once the key's rules ran (its `nextlayer`), which takes
        /// precedence over a rule's `layer()`; `nil` to stay.
        public var nextLayer: String?

        public init(key: VirtualKey, layer: String, nextLayer: String? = nil) {
            self.key = key
            self.layer = layer
            self.nextLayer = nextLayer
        }

        /// The modifiers the rules see: the layer's (``KeymanModifiers/init(touchLayer:)``).
        public var modifiers: KeymanModifiers { KeymanModifiers(touchLayer: layer) ?? [] }
    }

    /// The value of a system store (`&NAME`, `&LAYOUTFILE`…), as written.
    public func systemStore(_ name: String) -> String? {
        stores.first { $0.name == "&" + name.lowercased() }.map { String(String.UnicodeScalarView($0.text)) }
    }

    /// The group keystrokes start in: `begin Unicode`, else `begin ANSI`.
    public var startGroup: Int? { begins[.unicode] ?? begins[.ansi] }
}
