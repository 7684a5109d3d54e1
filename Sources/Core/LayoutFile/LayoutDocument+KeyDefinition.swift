import KeyboardModel
import SourceDiagnostics

extension LayoutDocument {
    /// A key as a file defines it, every value with where it was written.
    ///
    /// A definition is some 650 bytes of fields, and a layout's keys are copied from composition
    /// to composition (its parts, its tablet variant): the fields live in a shared box, copied
    /// only when a definition that shares it is written (copy on write).
    struct KeyDefinition: Hashable, Sendable {
        struct Fields: Hashable, Sendable {
            var range: SourceRange
            var output: Located<String>?
            var label: String?
            var sublabel: String?
            var shifted: String?
            var longPress: [Located<String>]?
            var flicks: [FlickDirection: String]?
            var multiTap: [Located<String>]?
            var command: Located<String>?
            var action: Located<String>?
            var layer: Located<String>?
            var width: KeyWidth?
            var longPressDefault: Located<String>?
        }

        private final class Box: @unchecked Sendable {
            // Written only through a uniquely referenced box (`write`): never shared while mutated.
            var fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private var box: Box

        init(range: SourceRange) {
            box = Box(Fields(range: range))
        }

        private mutating func write(_ change: (inout Fields) -> Void) {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            change(&box.fields)
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }
        func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

        var range: SourceRange { get { box.fields.range } set { write { $0.range = newValue } } }
        var output: Located<String>? { get { box.fields.output } set { write { $0.output = newValue } } }
        var label: String? { get { box.fields.label } set { write { $0.label = newValue } } }
        var sublabel: String? { get { box.fields.sublabel } set { write { $0.sublabel = newValue } } }
        var shifted: String? { get { box.fields.shifted } set { write { $0.shifted = newValue } } }
        var longPress: [Located<String>]? { get { box.fields.longPress } set { write { $0.longPress = newValue } } }
        var flicks: [FlickDirection: String]? { get { box.fields.flicks } set { write { $0.flicks = newValue } } }
        var multiTap: [Located<String>]? { get { box.fields.multiTap } set { write { $0.multiTap = newValue } } }
        var command: Located<String>? { get { box.fields.command } set { write { $0.command = newValue } } }
        var action: Located<String>? { get { box.fields.action } set { write { $0.action = newValue } } }
        var layer: Located<String>? { get { box.fields.layer } set { write { $0.layer = newValue } } }
        var width: KeyWidth? { get { box.fields.width } set { write { $0.width = newValue } } }
        var longPressDefault: Located<String>? { get { box.fields.longPressDefault } set { write { $0.longPressDefault = newValue } } }
    }
}
