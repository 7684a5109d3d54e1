public import KeyboardModel

/// The resolved keyboard in the documented JSON shape, numbers rounded to 0.01 pt.
public struct KeyboardJSON: Encodable {
    let keyboard: ResolvedKeyboard
    let pages: [Page]?

    /// A page of a paged keyboard's grid (the emoji keyboard's): its section and keys.
    public struct Page: Encodable {
        public var section: String
        public var keys: [ResolvedKey]

        public init(section: String, keys: [ResolvedKey]) {
            self.section = section
            self.keys = keys
        }

        public func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case section, keys }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(section, forKey: .section)
            try c.encode(keys.map(KeyJSON.init), forKey: .keys)
        }
    }

    public init(_ keyboard: ResolvedKeyboard, pages: [Page]? = nil) {
        self.keyboard = keyboard
        self.pages = pages
    }

    struct Frame: Encodable {
        var x, y, width, height: Double
        init(_ rect: Rect) {
            func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            x = round(rect.x); y = round(rect.y); width = round(rect.width); height = round(rect.height)
        }
    }

    struct KeyJSON: Encodable {
        let key: ResolvedKey

        func encode(to encoder: any Encoder) throws {
            enum Keys: String,
                CodingKey { case id, label, sublabel, output, action, target, command, frame, longPress, flicks, multiTap, enabled, row }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(key.id.rawValue, forKey: .id)
            try c.encode(key.label, forKey: .label)
            try c.encodeIfPresent(key.sublabel, forKey: .sublabel)
            try c.encode(key.output, forKey: .output)
            try c.encode(key.action.name, forKey: .action)
            if case .switchLayer(let target) = key.action { try c.encode(target.rawValue, forKey: .target) }
            if case .command(let name) = key.action { try c.encode(name, forKey: .command) }
            try c.encode(Frame(key.frame), forKey: .frame)
            try c.encode(key.longPress, forKey: .longPress)
            if !key.flicks.isEmpty { try c.encode(Dictionary(uniqueKeysWithValues: key.flicks.map { ($0.key.rawValue, $0.value) }),
                                                  forKey: .flicks) }
            if !key.multiTap.isEmpty { try c.encode(key.multiTap, forKey: .multiTap) }
            try c.encode(key.isEnabled, forKey: .enabled)
            try c.encode(key.row, forKey: .row)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey {
            case layout, requestedLayout, locale, direction, inputMethod, keyboardType, returnKeyType, device, orientation, appearance,
                translucent
            case size, layer, layers, returnKey, keys, pager, pages
        }
        struct SectionJSON: Encodable { var name: String; var firstPage: Int }
        struct PagerJSON: Encodable {
            var section: String, title: String, page: Int, pageCount: Int, sections: [SectionJSON], frame: Frame
        }
        struct ReturnKeyJSON: Encodable { var label: String; var enabled: Bool }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(keyboard.layoutID.rawValue, forKey: .layout)
        try c.encode(keyboard.requestedLayoutID.rawValue, forKey: .requestedLayout)
        try c.encode(keyboard.locale, forKey: .locale)
        try c.encode(keyboard.direction.rawValue, forKey: .direction)
        try c.encode(keyboard.inputMethod?.rawValue, forKey: .inputMethod)
        try c.encode(keyboard.keyboardType, forKey: .keyboardType)
        try c.encode(keyboard.returnKeyType, forKey: .returnKeyType)
        try c.encode(keyboard.device.rawValue, forKey: .device)
        try c.encode(keyboard.orientation.rawValue, forKey: .orientation)
        try c.encode(keyboard.appearance, forKey: .appearance)
        try c.encode(keyboard.isTranslucent, forKey: .translucent)
        try c.encode(keyboard.size, forKey: .size)
        try c.encode(keyboard.layer.rawValue, forKey: .layer)
        try c.encode(keyboard.layers.map(\.rawValue), forKey: .layers)
        try c.encode(keyboard.returnKey.map { ReturnKeyJSON(label: $0.label, enabled: $0.isEnabled) }, forKey: .returnKey)
        try c.encode(keyboard.keys.map(KeyJSON.init), forKey: .keys)
        if let pager = keyboard.pager {
            try c.encode(PagerJSON(section: pager.section, title: pager.title, page: pager.page, pageCount: pager.pageCount,
                                   sections: pager.sections.map { SectionJSON(name: $0.name, firstPage: $0.firstPage) },
                                   frame: Frame(pager.frame)),
                         forKey: .pager)
        }
        try c.encodeIfPresent(pages, forKey: .pages)
    }
}
