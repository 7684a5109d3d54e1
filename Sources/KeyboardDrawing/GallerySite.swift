public import KeyboardModel
public import TextInputTraits

/// The static site `softkbd gallery` writes: an index of layouts, a page per layout with a
/// picker, and an SVG for every keyboard type × orientation × appearance on each device.
/// Identical pictures share one file. The site needs no server.
public enum GallerySite {
    /// One picture of the gallery: what was asked for and the file that shows it.
    public struct Picture: Hashable, Sendable {
        public var device: String
        public var type: KeyboardType
        public var orientation: Orientation
        public var appearance: KeyboardAppearance
        public var file: String
    }

    public static let appearances: [KeyboardAppearance] = [.default, .dark, .alert]

    /// Makes the site for `layouts`, handing each file to `write` (its path inside the site's
    /// folder, and its text) as it is made: pictures first, then each layout's page, then
    /// `index.html`. Returns how many pictures the pages show and how many files they share.
    public static func generate<Failure: Error>(layouts: [KeyboardLayout], catalog: KeyboardCatalog, devices: [String],
                                                write: (String, String) throws(Failure) -> Void) throws(Failure) -> (pictures: Int,
                                                                                                                     files: Int) {
        var written = 0, pictures = 0
        var entries: [(layout: KeyboardLayout, first: String?)] = []
        for layout in layouts {
            var files: [String: String] = [:]   // picture → its file name: identical pictures share a file
            var shown: [Picture] = []
            for device in devices {
                for type in KeyboardType.allCases {
                    for orientation in Orientation.allCases {
                        for appearance in appearances {
                            var traits = TextInputTraits()
                            traits.keyboardType = type
                            traits.keyboardAppearance = appearance
                            let request = KeyboardRequest(layout: layout.id.rawValue, traits: traits,
                                                          device: DeviceProfile.ID(rawValue: device),
                                                          orientation: orientation, hasText: true)
                            guard let keyboard = try? catalog.resolve(request) else { continue }
                            let svg = KeyboardDrawing.svg(keyboard, interactive: true)
                            let name = files[svg] ?? "\(device)-\(type.name)-\(orientation.rawValue)-\(appearance.name).svg"
                            if files[svg] == nil {
                                files[svg] = name
                                try write("svg/\(fileName(layout.id.rawValue))/\(name)", svg)
                                written += 1
                            }
                            shown.append(Picture(device: device, type: type, orientation: orientation, appearance: appearance, file: name))
                            pictures += 1
                        }
                    }
                }
            }
            try write("layouts/\(fileName(layout.id.rawValue)).html", page(for: layout, pictures: shown, devices: devices))
            entries.append((layout, shown.first?.file))
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

    /// The front page: every layout with its default keyboard.
    public static func index(_ entries: [(layout: KeyboardLayout, first: String?)]) -> String {
        var rows = ""
        for (layout, first) in entries {
            let id = fileName(layout.id.rawValue)
            let picture = first.map { "<img src=\"svg/\(id)/\(html($0))\" alt=\"\(html(layout.name)) keyboard\" width=\"240\" " +
                                      "loading=\"lazy\">" } ?? ""
            rows += "<tr><td><a href=\"layouts/\(id).html\">\(html(layout.id.rawValue))</a></td>"
            rows += "<td>\(html(layout.name))</td><td>\(html(layout.locale))</td>"
                + "<td>\(html(layout.script))</td><td>\(html(layout.inputMethod?.rawValue ?? ""))</td><td><a " +
                  "href=\"layouts/\(id).html\">\(picture)</a></td></tr>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>SoftKeyboard layouts</title><style>\(style)</style></head>
            <body><h1>SoftKeyboard layouts</h1>
            <p>\(entries.count) layouts. Each page shows a layout's keyboards for every keyboard type, orientation and appearance, on the\
             classic iPhone and the iPad; hover or focus a key to see its long-press alternates and flicks. Made by <code>softkbd gallery\
            </code>.</p>
            <table><tr><th>Layout</th><th>Name</th><th>Locale</th><th>Script</th><th>Input method</th><th>Keyboard</th></tr>
            \(rows)</table></body></html>

            """
    }

    /// A layout's page: a picker for device, type, orientation and appearance over one live
    /// picture (an `<object>`, so hover works inside it), and every picture listed below.
    public static func page(for layout: KeyboardLayout, pictures: [Picture], devices: [String]) -> String {
        let id = fileName(layout.id.rawValue)
        var figures = ""
        var table: [String] = []
        for picture in pictures {
            let key = "\(picture.device)|\(picture.type.name)|\(picture.orientation.rawValue)|\(picture.appearance.name)"
            table.append("\"\(key)\":\"\(picture.file)\"")
            if picture.type == .default || picture.appearance == .default && picture.orientation == .portrait {
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
            <p><select id="device">\(options(devices))</select><select id="type">\(options(KeyboardType.allCases.map(\.name)))</select>\
            <select id="orientation">\(options(Orientation.allCases.map(\.rawValue)))</select>\
            <select id="appearance">\(options(appearances.map(\.name)))</select></p>
            <object id="live" type="image/svg+xml" data="../svg/\(id)/\(html(pictures.first?.file ?? ""))"></object>
            <h2>Every keyboard type (portrait, default appearance), and the default keyboard in every orientation and appearance</h2>
            \(figures)
            <script>
            const pictures = {\(table.joined(separator: ","))};
            const ids = ["device", "type", "orientation", "appearance"];
            function show() {
              const key = ids.map(id => document.getElementById(id).value).join("|");
              const file = pictures[key];
              const live = document.getElementById("live");
              if (file) { const next = live.cloneNode(); next.data = "../svg/\(id)/" + file; live.replaceWith(next); }
            }
            ids.forEach(id => document.getElementById(id).addEventListener("change", show));
            </script>
            </body></html>

            """
    }
}
