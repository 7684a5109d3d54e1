public import KeyboardModel
public import TextInputTraits
public import Geometry

/// The static site `softkbd gallery` writes: an index of layouts, a page per layout with a
/// picker, and one SVG per layout, device and orientation holding every keyboard type and
/// appearance, each key drawn once (`KeyboardDrawing.stack`: `file.svg#URL-dark` shows one
/// picture). The site needs no server.
public enum GallerySite {
    /// One picture of the gallery: what was asked for and the file that shows it.
    public struct Picture: Hashable, Sendable {
        public var device: String
        public var type: KeyboardType
        public var orientation: Orientation
        public var appearance: KeyboardAppearance
        /// The section of a paged keyboard (the emoji keyboard's category), `nil` for others.
        public var section: String?
        public var file: String
    }

    public static let appearances: [KeyboardAppearance] = [.default, .dark, .alert]

    /// Makes the site for `layouts`, handing each file to `write` (its path inside the site's
    /// folder, and its text) as it is made: pictures first, then each layout's page, then
    /// `index.html`. Returns how many pictures the pages show and how many files they share.
    ///
    /// `sections` turns a paged keyboard (the emoji keyboard, whose grid the session fills) into
    /// the pictures of its sections, each by name (the first shown by default); `nil` for others.
    public typealias Sections = (ResolvedKeyboard) -> [(name: String, keyboard: ResolvedKeyboard)]?

    public static func generate<Failure: Error>(layouts: [KeyboardLayout], catalog: KeyboardCatalog, devices: [String],
                                                sections: Sections = { _ in nil },
                                                write: (String, String) throws(Failure) -> Void) throws(Failure) -> (pictures: Int,
                                                                                                                     files: Int) {
        var written = 0, pictures = 0
        var entries: [IndexEntry] = []
        for layout in layouts {
            var shown: [Picture] = []
            var thumbnail: IndexEntry?
            // One file per device and orientation: every keyboard type and appearance in it, each
            // key drawn once (see `KeyboardDrawing.stack`).
            for device in devices {
                for orientation in Orientation.allCases {
                    var views: [KeyboardDrawing.StackView] = []
                    for type in KeyboardType.allCases {
                        var traits = TextInputTraits()
                        traits.keyboardType = type
                        let request = KeyboardRequest(layout: layout.id.rawValue, traits: traits,
                                                      device: DeviceProfile.ID(rawValue: device), orientation: orientation, hasText: true)
                        guard let keyboard = try? catalog.resolve(request) else { continue }
                        guard let paged = sections(keyboard), let first = paged.first else {
                            views.append(.init(name: type.name, keyboard: keyboard))
                            continue
                        }
                        // Every section of the default type; the first section of the others.
                        views.append(.init(name: type.name, keyboard: first.keyboard, section: first.name))
                        if type == .default {
                            views += paged.dropFirst().map { section in
                                .init(name: "\(type.name)-\(section.name)", keyboard: section.keyboard, section: section.name)
                            }
                        }
                    }
                    guard !views.isEmpty else { continue }
                    let name = "\(device)-\(orientation.rawValue).svg"
                    try write("svg/\(fileName(layout.id.rawValue))/\(name)", KeyboardDrawing.stack(views, interactive: true))
                    written += 1
                    for view in views {
                        for appearance in appearances {
                            let fragment = appearance == .default ? view.name : "\(view.name)-\(appearance.name)"
                            shown.append(Picture(device: device, type: view.keyboard.keyboardType, orientation: orientation,
                                                 appearance: appearance, section: view.section, file: "\(name)#\(fragment)"))
                            pictures += 1
                        }
                        if thumbnail == nil {
                            thumbnail = IndexEntry(layout: layout, file: name, size: view.keyboard.size,
                                                   headroom: KeyboardDrawing.headroom(view.keyboard, options: .init(interactive: true)))
                        }
                    }
                }
            }
            try write("layouts/\(fileName(layout.id.rawValue)).html", page(for: layout, pictures: shown, devices: devices))
            entries.append(thumbnail ?? IndexEntry(layout: layout, file: nil, size: Size(width: 320, height: 216), headroom: 0))
        }
        try write("index.html", index(entries))
        return (pictures, written)
    }

    /// A layout id as a file name (ids are ASCII letters, digits, `-` and `_`; anything else is
    /// spelled out).
    public static func fileName(_ id: String) -> String {
        String(id.unicodeScalars.map { $0.isASCII
                                       && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
                                           || $0 == "_") ? String($0) : "_\($0.value)" }.joined())
    }

    static let style = """
        body{font:15px -apple-system,'Helvetica Neue',Helvetica,Arial,'Noto Sans',sans-serif;margin:2em;background:#f2f2f7;color:#1c1c1e}
        a{color:#0a60d0}table{border-collapse:collapse}td,th{padding:.4em .8em;text-align:left;vertical-align:middle;\
        border-bottom:1px solid #d1d1d6}
        figure{display:inline-block;margin:0 1em 1em 0;vertical-align:top}figcaption{font-size:12px;color:#636366}
        object,img{display:block;max-width:100%}select{margin-right:1em}
        """

    static func html(_ text: String) -> String { KeyboardDrawing.escaped(text) }

    /// A layout on the front page: its first picture, the keyboard's size and the room the
    /// picture leaves above it (cropped from the thumbnail).
    public struct IndexEntry: Sendable {
        public var layout: KeyboardLayout
        public var file: String?
        public var size: Size
        public var headroom: Double
    }

    /// Scripts by their ISO 15924 code, for the index's headings.
    static let scriptNames: [String: String] = [
        "Latn": "Latin", "Cyrl": "Cyrillic", "Grek": "Greek", "Arab": "Arabic", "Hebr": "Hebrew", "Armn": "Armenian",
        "Geor": "Georgian", "Deva": "Devanagari", "Beng": "Bengali", "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada",
        "Mlym": "Malayalam", "Gujr": "Gujarati", "Guru": "Gurmukhi", "Sinh": "Sinhala", "Thai": "Thai", "Laoo": "Lao",
        "Khmr": "Khmer", "Mymr": "Myanmar", "Ethi": "Ethiopic", "Hang": "Hangul", "Hans": "Chinese (simplified)",
        "Hant": "Chinese (traditional)", "Bopo": "Chinese (zhuyin)", "Jpan": "Japanese", "Kore": "Korean", "Zsye": "Emoji",
    ]

    /// The front page: the layouts grouped by script, each with its default keyboard, and a
    /// filter by name, id, locale or script.
    public static func index(_ entries: [IndexEntry]) -> String {
        let width = 240.0
        let groups = Dictionary(grouping: entries, by: \.layout.script).sorted { a, b in
            // Latin first (most layouts), then by name.
            a.key == "Latn" || (b.key != "Latn" && (scriptNames[a.key] ?? a.key) < (scriptNames[b.key] ?? b.key))
        }
        var sections = ""
        for (script, members) in groups {
            let name = scriptNames[script] ?? script
            sections += "<section data-script=\"\(html(script)) \(html(name.lowercased()))\"><h2>\(html(name)) <small>\(html(script)) · "
                + "\(members.count)</small></h2><div class=\"cards\">\n"
            for entry in members.sorted(by: { $0.layout.id.rawValue < $1.layout.id.rawValue }) {
                let layout = entry.layout
                let id = fileName(layout.id.rawValue)
                let scale = width / max(entry.size.width, 1)
                let search = [layout.id.rawValue, layout.name, layout.locale, script, name, layout.inputMethod?.rawValue ?? ""]
                    .joined(separator: " ").lowercased()
                // The thumbnail is the interactive picture with the room above it cropped off.
                let crop = "margin-top:\(number(-entry.headroom * scale))px"
                let picture = entry.file.map {
                    "<div class=\"thumb\" style=\"height:\(number(entry.size.height * scale))px\"><img src=\"svg/\(id)/\(html($0))\" "
                        + "alt=\"\(html(layout.name)) keyboard\" width=\"\(number(width))\" style=\"\(crop)\" loading=\"lazy\"></div>"
                } ?? ""
                let method = layout.inputMethod.map { " · " + html($0.rawValue) } ?? ""
                sections += "<a class=\"card\" href=\"layouts/\(id).html\" data-search=\"\(html(search))\">\(picture)"
                    + "<b>\(html(layout.name))</b><span>\(html(layout.id.rawValue)) · \(html(layout.locale))\(method)</span></a>\n"
            }
            sections += "</div></section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>SoftKeyboard layouts</title><style>\(style)\(indexStyle)</style></head>
            <body><h1>SoftKeyboard layouts</h1>
            <p>\(entries.count) layouts in \(groups.count) scripts. Each page shows a layout's keyboards for every keyboard type,\
             orientation and appearance; hover or focus a key to see its long-press alternates or flicks. Made by <code>softkbd\
             gallery</code>.</p>
            <p><label>Filter <input id="filter" type="search" placeholder="name, id, locale, script or input method"></label>\
             <span id="count"></span></p>
            \(sections)
            <script>
            const filter = document.getElementById("filter");
            filter.addEventListener("input", () => {
              const words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
              let shown = 0;
              for (const section of document.querySelectorAll("section")) {
                let any = false;
                for (const card of section.querySelectorAll(".card")) {
                  const match = words.every(word => card.dataset.search.includes(word) || section.dataset.script.includes(word));
                  card.hidden = !match; any = any || match; shown += match ? 1 : 0;
                }
                section.hidden = !any;
              }
              document.getElementById("count").textContent = words.length ? `${shown} shown` : "";
            });
            </script></body></html>

            """
    }

    static let indexStyle = """
        .cards{display:flex;flex-wrap:wrap;gap:14px}.card{display:flex;flex-direction:column;gap:2px;width:240px;color:inherit;\
        text-decoration:none;font-size:13px}.card span{color:#636366;font-size:12px}.thumb{overflow:hidden;border-radius:6px}\
        section h2 small{font-weight:400;color:#636366;font-size:60%}[hidden]{display:none}#filter{width:22em;font:inherit}
        """

    /// A layout's page: a picker for device, type, orientation and appearance over one live
    /// picture (an `<object>`, so hover works inside it), and every picture listed below.
    public static func page(for layout: KeyboardLayout, pictures: [Picture], devices: [String]) -> String {
        let id = fileName(layout.id.rawValue)
        var figures = ""
        var table: [String] = []
        var sections: [String] = []
        var plain: Set<String> = []
        for picture in pictures {
            if let section = picture.section, !sections.contains(section) { sections.append(section) }
            let base = "\(picture.device)|\(picture.type.name)|\(picture.orientation.rawValue)|\(picture.appearance.name)|"
            table.append("\"\(base)\(picture.section ?? "")\":\"\(picture.file)\"")
            // A paged keyboard's first section also answers for the type without a section.
            if picture.section != nil, plain.insert(base).inserted { table.append("\"\(base)\":\"\(picture.file)\"") }
            let isFirstSection = picture.section == nil || picture.section == sections.first
            let everyView = picture.appearance == .default && picture.orientation == .portrait
            if picture.type == .default && (isFirstSection || everyView) || everyView && isFirstSection {
                figures += "<figure><object type=\"image/svg+xml\" data=\"../svg/\(id)/\(html(picture.file))\"></object>"
                    + "<figcaption>\(html(picture.device)) · \(html(picture.type.name)) · \(picture.orientation.rawValue) · " +
                      "\(html(picture.appearance.name))</figcaption></figure>\n"
            }
        }
        func options(_ values: [String]) -> String { values.map { "<option>\(html($0))</option>" }.joined() }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(html(layout.name)) — SoftKeyboard</title><style>\(style)</style></head>
            <body><p><a href="../index.html">All layouts</a></p>
            <h1>\(html(layout.name)) <small>\(html(layout.id.rawValue))</small></h1>
            <p>Locale \(html(layout.locale)), script\
             \(html(layout.script))\(layout.inputMethod.map { ", input method " + html($0.rawValue) } ?? "").</p>
            <p><label>Device <select id="device">\(options(devices))</select></label>\
            <label>Keyboard type <select id="type">\(options(KeyboardType.allCases.map(\.name)))</select></label>\
            <label>Orientation <select id="orientation">\(options(Orientation.allCases.map(\.rawValue)))</select></label>\
            <label>Appearance <select id="appearance">\(options(appearances.map(\.name)))</select></label>\
            <label\(sections.isEmpty ? " hidden" : "")>Page <select id="section">\(options(sections))</select></label></p>
            <object id="live" type="image/svg+xml" data="../svg/\(id)/\(html(pictures.first?.file ?? ""))"></object>
            <h2>Every keyboard type (portrait, default appearance), and the default keyboard in every orientation and appearance</h2>
            \(figures)
            <script>
            const pictures = {\(table.joined(separator: ","))};
            const ids = ["device", "type", "orientation", "appearance", "section"];
            function show() {
              const key = ids.map(id => document.getElementById(id).value || "").join("|");
              const file = pictures[key] || pictures[key.replace(/[^|]*$/, "")];  // a type without the section
              const live = document.getElementById("live");
              if (file) { const next = live.cloneNode(); next.data = "../svg/\(id)/" + file; live.replaceWith(next); }
            }
            ids.forEach(id => document.getElementById(id).addEventListener("change", show));
            </script>
            </body></html>

            """
    }
}
