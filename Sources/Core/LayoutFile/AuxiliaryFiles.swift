import KeyboardModel

/// `devices.json`: the device profiles. See `FORMAT.md`.
enum DevicesFile {
    static func read(_ root: JSONNode, file: String,
                     diagnostics: inout DiagnosticCollector) -> [DeviceProfile.ID: (DeviceProfile, SourceRange)] {
        var result: [DeviceProfile.ID: (DeviceProfile, SourceRange)] = [:]
        guard let object = ObjectReader(root, context: "the devices file", diagnostics: &diagnostics) else { return result }
        object.reportUnknown(allowed: ["$schema", "format", "devices"], diagnostics: &diagnostics)
        guard let format = object.integer("format", in: 0...Int.max, required: true, diagnostics: &diagnostics) else { return result }
        guard format.value == LayoutDocument.currentFormat else {
            diagnostics.report(.unsupportedFormat,
                               "format \(format.value) is not supported; this version reads format \(LayoutDocument.currentFormat)",
                               at: format.range)
            return result
        }
        guard let devices = object.requireMember("devices", diagnostics: &diagnostics),
              let list = ObjectReader(devices.value, context: "'devices'", diagnostics: &diagnostics) else { return result }
        for entry in list.members {
            let context = "device '\(entry.key)'"
            guard let device = ObjectReader(entry.value, context: context, diagnostics: &diagnostics) else { continue }
            device.reportUnknown(allowed: ["name", "idiom", "portrait", "landscape", "numberRow", "spaceBarTrackpad", "source"],
                                  diagnostics: &diagnostics)
            let name = device.string("name", required: true, diagnostics: &diagnostics)
            let source = device.string("source", required: false, diagnostics: &diagnostics)
            let numberRow = device.bool("numberRow", diagnostics: &diagnostics)
            let trackpad = device.bool("spaceBarTrackpad", diagnostics: &diagnostics)
            var idiom: DeviceProfile.Idiom?
            if let value = device.string("idiom", required: true, diagnostics: &diagnostics) {
                idiom = DeviceProfile.Idiom(rawValue: value.value)
                if idiom == nil { diagnostics.report(.invalidValue,
                                                     "unknown idiom '\(value.value)' for \(context); expected phone or tablet",
                                                     at: value.range) }
            }
            let portrait = device.requireMember("portrait",
                                                diagnostics: &diagnostics).flatMap { geometry($0.value, context: "portrait of \(context)",
                                                                                              diagnostics: &diagnostics) }
            let landscape = device.requireMember("landscape",
                                                 diagnostics: &diagnostics).flatMap { geometry($0.value, context: "landscape of \(context)",
                                                                                               diagnostics: &diagnostics) }
            if let name, let idiom, let portrait, let landscape {
                let id = DeviceProfile.ID(rawValue: entry.key)
                result[id] = (DeviceProfile(id: id, name: name.value, idiom: idiom, portrait: portrait, landscape: landscape,
                                            hasNumberRow: numberRow ?? false, hasSpaceBarTrackpad: trackpad ?? true,
                                            source: source?.value), entry.keyRange)
            }
        }
        return result
    }

    static func geometry(_ node: JSONNode, context: String, diagnostics: inout DiagnosticCollector) -> DeviceProfile.Geometry? {
        guard let object = ObjectReader(node, context: context, diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: ["width", "height", "keyGap", "rowGap", "insets", "widths"], diagnostics: &diagnostics)
        func number(_ key: String, _ bounds: ClosedRange<Double>, required: Bool = true) -> Double? {
            guard let member = required ? object.requireMember(key, diagnostics: &diagnostics) : object.member(key) else { return nil }
            guard let value = JSONRead.number(member.value, what: "'\(key)' of \(context)", diagnostics: &diagnostics) else { return nil }
            guard bounds.contains(value.value) else {
                diagnostics.report(.invalidValue,
                                   "'\(key)' of \(context) must be between \(bounds.lowerBound) and \(bounds.upperBound), found " +
                                   "\(value.value)", at: value.range)
                return nil
            }
            return value.value
        }
        let width = number("width", 50...4000), height = number("height", 20...2000)
        let keyGap = number("keyGap", 0...40), rowGap = number("rowGap", 0...40)
        var insets = EdgeInsets()
        if let member = object.member("insets"),
            let edges = ObjectReader(member.value, context: "'insets' of \(context)", diagnostics: &diagnostics) {
            edges.reportUnknown(allowed: ["top", "left", "bottom", "right"], diagnostics: &diagnostics)
            for edge in edges.members {
                guard let value = JSONRead.number(edge.value, what: "'\(edge.key)' inset of \(context)",
                                                  diagnostics: &diagnostics) else { continue }
                guard (0...200).contains(value.value) else {
                    diagnostics.report(.invalidValue, "'\(edge.key)' inset of \(context) must be between 0 and 200", at: value.range)
                    continue
                }
                switch edge.key {
                case "top": insets.top = value.value
                case "left": insets.left = value.value
                case "bottom": insets.bottom = value.value
                case "right": insets.right = value.value
                default: break
                }
            }
        }
        var widths: [KeyWidth.WidthRole: Double] = [:]
        if let member = object.requireMember("widths", diagnostics: &diagnostics),
           let shares = ObjectReader(member.value, context: "'widths' of \(context)", diagnostics: &diagnostics) {
            shares.reportUnknown(allowed: KeyWidth.WidthRole.allCases.map(\.rawValue), diagnostics: &diagnostics)
            for role in KeyWidth.WidthRole.allCases {
                guard let entry = shares.requireMember(role.rawValue, diagnostics: &diagnostics),
                      let value = JSONRead.number(entry.value, what: "'\(role.rawValue)' width of \(context)",
                                                  diagnostics: &diagnostics) else { continue }
                guard value.value > 0 && value.value < 1 else {
                    diagnostics.report(.invalidValue,
                                       "'\(role.rawValue)' width of \(context) is a share of the row, between 0 and 1; found " +
                                       "\(value.value)", at: value.range)
                    continue
                }
                widths[role] = value.value
            }
        }
        guard let width, let height, let keyGap, let rowGap, widths.count == KeyWidth.WidthRole.allCases.count else { return nil }
        return DeviceProfile.Geometry(size: Size(width: width, height: height), keyGap: keyGap, rowGap: rowGap, insets: insets,
                                      widths: widths)
    }
}

/// `strings.json`: the keyboard words of many locales. See `FORMAT.md`.
enum StringsFile {
    static func read(_ root: JSONNode, file: String, diagnostics: inout DiagnosticCollector) -> KeyboardStringsTable {
        guard let object = ObjectReader(root, context: "the strings file", diagnostics: &diagnostics) else { return KeyboardStringsTable() }
        object.reportUnknown(allowed: ["$schema", "format", "sources", "locales"], diagnostics: &diagnostics)
        guard let format = object.integer("format", in: 0...Int.max, required: true,
                                          diagnostics: &diagnostics) else { return KeyboardStringsTable() }
        guard format.value == LayoutDocument.currentFormat else {
            diagnostics.report(.unsupportedFormat,
                               "format \(format.value) is not supported; this version reads format \(LayoutDocument.currentFormat)",
                               at: format.range)
            return KeyboardStringsTable()
        }
        guard let locales = object.requireMember("locales", diagnostics: &diagnostics),
              let list = ObjectReader(locales.value, context: "'locales'", diagnostics: &diagnostics) else { return KeyboardStringsTable() }
        var entries: [String: KeyboardStrings] = [:]
        for entry in list.members {
            entries[entry.key] = LayoutDocument.readStrings(entry.value, diagnostics: &diagnostics).values
        }
        return KeyboardStringsTable(entries: entries)
    }
}
