import CommandLineInterface
import DataFiles
import EditDistance
import Emoji
import EmojiKeyboard
import Foundation
import KeyboardDrawing
import KeyboardModel
import TextInputTraits

/// `softkbd gallery`: a static site of every layout's keyboards.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let abstract = "Write a static site with a picture of every layout's keyboards."
    static let discussion = """
        Writes DIR/index.html (every layout by script, with a picture, a link and a filter),
        one page per layout (DIR/layouts/ID.html) and the pictures (DIR/svg/ID/DEVICE-
        ORIENTATION.svg): one SVG per device and orientation holding every keyboard type ×
        appearance (default, dark, alert) of the layout's first layer, each key drawn once;
        FILE.svg#URL-dark shows one picture. Devices: the classic iPhone and the iPad unless
        --devices says. Hover or focus a key (Tab) to see its long-press alternates in a
        balloon or its flick guide; right-to-left layouts are drawn as they are shown. The
        site needs no server: open index.html from the file system.

        EXAMPLES:
          softkbd gallery --out /tmp/gallery && xdg-open /tmp/gallery/index.html
          softkbd gallery --out /tmp/gallery --only en-US,ja-JP,he
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--out", valueName: "DIR", help: "The folder to write (created; files in it are replaced)."),
        OptionSpec(name: "--only", valueName: "ID,ID…", help: "Only these layouts (ids or locales)."),
        OptionSpec(name: "--devices", valueName: "ID,ID…", help: "The device profiles (default: iphone-classic,ipad)."),
        LayoutOptions.layouts,
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let out = arguments.value("--out"), !out.isEmpty else { throw .usage("'--out DIR' is required", usage: usage) }
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        let devices = arguments.value("--devices").map { $0.split(separator: ",").map(String.init) } ?? ["iphone-classic", "ipad"]
        for device in devices where catalog.devices[DeviceProfile.ID(rawValue: device)] == nil {
            throw .usage("unknown device '\(device)'\(didYouMean(device, in: catalog.devices.keys.map(\.rawValue)))", usage: usage)
        }
        var layouts = catalog.layouts.values.sorted { $0.id.rawValue < $1.id.rawValue }
        if let only = arguments.value("--only") {
            var chosen: [KeyboardLayout] = []
            for name in only.split(separator: ",").map(String.init) {
                guard let layout = catalog.layout(named: name) else {
                    throw .usage("unknown layout '\(name)'\(didYouMean(name, in: catalog.layouts.keys.map(\.rawValue)))", usage: usage)
                }
                if !chosen.contains(where: { $0.id == layout.id }) { chosen.append(layout) }
            }
            layouts = chosen
        }
        let root = URL(fileURLWithPath: out)
        var bytes = 0
        // The emoji keyboard: each category's first page (the recents are empty in a gallery).
        let emoji = try? EmojiData.bundled()
        let sections = { (keyboard: ResolvedKeyboard) -> [(name: String, keyboard: ResolvedKeyboard)]? in
            guard let emoji, keyboard.keys.contains(where: { $0.action == .emojiGrid }) else { return nil }
            return EmojiBoard(data: emoji).sections(of: keyboard).map { ($0.category.rawValue, $0.keyboard) }
        }
        let (pictures, written) = try GallerySite.generate(layouts: layouts, catalog: catalog, devices: devices,
                                                           sections: sections) { (path, text) throws(CommandError) in
            bytes += text.utf8.count
            try write(text, to: path, under: root.path)
        }
        output.write("\(layouts.count) layouts, \(pictures) pictures in \(written) SVG files (\(megabytes(bytes))): " +
                     "\(root.appendingPathComponent("index.html").path)")
    }

    /// A size in megabytes, one decimal (the site's pages and pictures together).
    static func megabytes(_ bytes: Int) -> String {
        "\(Double((bytes + 50_000) / 100_000) / 10) MB"
    }

    /// Writes a page under the output folder, never through a link inside it (a link to a
    /// folder elsewhere would put the gallery's files there): each folder on the way is checked,
    /// and a link at the file itself is replaced (``DataFiles/FileWriting/create(_:with:)``).
    static func write(_ text: String, to relative: String, under root: String) throws(CommandError) {
        var folder = root
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            var info = stat()
            if lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw .failure("cannot write \(root)/\(relative): \(folder) is a link, and the gallery writes only inside --out")
            }
        }
        do { try FileWriting.create(root + "/" + relative, with: Array(text.utf8)) } catch {
            throw .failure(error.description)
        }
    }
}
