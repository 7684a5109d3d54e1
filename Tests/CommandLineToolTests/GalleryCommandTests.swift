import CommandLineInterface
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import CommandLineTool
import Testing

@Suite("softkbd gallery")
struct GalleryCommandTests {
    /// A gallery of a few layouts in a fresh folder, removed afterwards.
    static func gallery(_ layouts: String, devices: String = "iphone-classic,ipad") throws -> (URL, String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("softkbd-gallery-\(UInt32.random(in: 0...UInt32.max))")
        let result = softkbd("gallery", "--out", directory.path, "--only", layouts, "--devices", devices)
        #expect(result.exitCode == .success, "\(result.stderr)")
        return (directory, result.stdout)
    }

    /// The key frames a stack's view draws, in the order its keys are placed: each `<use>` of
    /// the view looked up among the stack's key definitions.
    static func frames(inStack svg: String, view: String) throws -> [[Double]] {
        let definition = try NSRegularExpression(pattern: #"<g id="(k[0-9]+)"[^>]*>(?:<title>[^<]*</title>)?<rect class="s"[^>]*>"# +
                                                          #"<rect class="cap [a-z]+" x="([^"]+)" width="([^"]+)" height="([^"]+)" "# +
                                                          #"rx="[^"]+" y="([^"]+)""#)
        let text = svg as NSString
        var frames: [String: [Double]] = [:]
        for match in definition.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
            frames[text.substring(with: match.range(at: 1))] = [2, 5, 3, 4].compactMap { Double(text.substring(with: match.range(at: $0))) }
        }
        guard let start = svg.range(of: "<g class=\"view\" id=\"v-\(view)\">"),
              let end = svg[start.upperBound...].range(of: "</g>") else { return [] }
        let body = String(svg[start.upperBound..<end.lowerBound])
        let use = try NSRegularExpression(pattern: ##"<use href="#(k[0-9]+)"/>"##)
        let uses = body as NSString
        return use.matches(in: body, range: NSRange(location: 0, length: uses.length)).compactMap {
            frames[uses.substring(with: $0.range(at: 1))]
        }
    }

    @Test("a link inside --out is never written through: the run stops naming it, nothing lands where it points")
    func linkInsideOut() throws {
        try withTemporaryFolder("softkbd-gallery-link") { folder in
            let out = folder.appendingPathComponent("out"), elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            #expect(symlink(elsewhere.path, out.appendingPathComponent("layouts").path) == 0)
            let result = softkbd("gallery", "--out", out.path, "--only", "en-US", "--devices", "iphone-classic")
            #expect(result.exitCode == .failure)
            #expect(result.stderr.contains("\(out.path)/layouts is a link, and the gallery writes only inside --out"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        }
    }

    @Test("the site: an index, a page per layout, pictures, and every link and picture it names exists")
    func site() throws {
        let (directory, summary) = try Self.gallery("en-US,he,ja-JP-kana")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(summary.hasPrefix("3 layouts, 432 pictures in "))
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"layouts/he.html\"")
                && index.contains("<img src=\"svg/en-US/iphone-classic-portrait.svg\""))
        let reference = try NSRegularExpression(pattern: ##"(?:src|href|data)="([^"#:]+)""##)
        for page in ["index.html", "layouts/en-US.html", "layouts/he.html", "layouts/ja-JP-kana.html"] {
            let url = directory.appendingPathComponent(page)
            let html = try String(contentsOf: url, encoding: .utf8) as NSString
            let links = reference.matches(in: html as String,
                                          range: NSRange(location: 0, length: html.length)).map { html.substring(with: $0.range(at: 1)) }
            #expect(!links.isEmpty, "\(page)")
            for link in links {
                let target = url.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: target), "\(page) names \(link), which is missing")
            }
        }
        // The live picker knows every combination: 12 types × 2 orientations × 3 appearances × 2 devices.
        let page = try String(contentsOf: directory.appendingPathComponent("layouts/ja-JP-kana.html"), encoding: .utf8)
        #expect(page.components(separatedBy: ".svg#").count - 1 >= 144)
        // Its controls are labelled.
        for label in ["Device", "Keyboard type", "Orientation", "Appearance"] { #expect(page.contains("<label>\(label) <select")) }
        // The index: layouts grouped by script (Latin first), a filter, thumbnails cropped to the keyboard.
        let sections = index.components(separatedBy: "<section data-script=\"").dropFirst().map { $0.prefix(4) }
        #expect(sections == ["Latn", "Hebr", "Jpan"] || sections.first == "Latn" && Set(sections) == ["Latn", "Hebr", "Jpan"],
                "\(sections)")
        #expect(index.contains("<h2>Hebrew <small>Hebr · 1</small></h2>") && index.contains("<input id=\"filter\" type=\"search\""))
        #expect(index.contains("data-search=\"he ") && index.contains("style=\"margin-top:-"))
    }

    @Test("every key is drawn at the frame 'softkbd resolve' gives", arguments: [
        ("en-US", "iphone-classic", "default", "portrait", "default"),
        ("en-US", "ipad", "emailAddress", "landscape", "dark"),
        ("he", "iphone-classic", "URL", "landscape", "alert"),
        ("ja-JP-kana", "iphone-classic", "default", "portrait", "default"),
        ("ja-JP-romaji", "ipad", "numberPad", "portrait", "default"),
    ])
    func framesMatchResolve(layout: String, device: String, type: String, orientation: String, appearance: String) throws {
        let (directory, _) = try Self.gallery(layout, devices: device)
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolved = try #require(jsonObject(softkbd("resolve", "--layout", layout, "--device", device, "--keyboard-type", type,
                                                       "--orientation", orientation, "--appearance", appearance).stdout))
        // Pictures are filed under the layout asked for (he's URL keyboard is its Latin companion's):
        // one stack per device and orientation, a view per keyboard type.
        let path = "svg/\(layout)/\(device)-\(orientation).svg"
        let svg = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let drawn = try Self.frames(inStack: svg, view: type)
        let keys = try #require(resolved["keys"] as? [[String: Any]])
        #expect(drawn.count == keys.count)
        for (key, actual) in zip(keys, drawn) {
            let frame = try #require(key["frame"] as? [String: Double])
            let expected = [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
            #expect(zip(expected, actual).allSatisfy { abs($0 - $1) < 0.01 }, "\(key["id"] ?? ""): \(actual) ≠ \(expected)")
        }
        // The page names the picture by its fragment, the appearance after the type.
        let page = try String(contentsOf: directory.appendingPathComponent("layouts/\(layout).html"), encoding: .utf8)
        let fragment = appearance == "default" ? type : "\(type)-\(appearance)"
        #expect(page.contains("\(device)-\(orientation).svg#\(fragment)"))
    }

    @Test("hover shows long-press alternates in a balloon above a key and a flick key's guide; focus works by Tab")
    func interactive() throws {
        let (directory, _) = try Self.gallery("fr-FR,ja-JP-kana", devices: "iphone-classic")
        defer { try? FileManager.default.removeItem(at: directory) }
        let french = try String(contentsOf: directory.appendingPathComponent("svg/fr-FR/iphone-classic-portrait.svg"), encoding: .utf8)
        #expect(french.contains(".key:hover .pop,.key:focus .pop{display:inline}"))
        #expect(french.contains("class=\"key\" tabindex=\"0\"><title>e · hold: "))
        #expect(french.contains(">é</text>"))
        // The viewBox leaves a key's height above the keyboard for the top row's alternates.
        #expect(french.contains("viewBox=\"0 -"))
        // Alternates in a balloon joined to the key, the default on blue.
        #expect(french.contains("<g class=\"pop\"><g class=\"balloon\"><g filter=\"url(#pop-shadow)\">"))
        #expect(french.contains("class=\"alt w\""))
        // The 12-key kana pad: each flick key's guide, a cross of its outputs around it.
        let kana = try String(contentsOf: directory.appendingPathComponent("svg/ja-JP-kana/iphone-classic-portrait.svg"), encoding: .utf8)
        #expect(kana.contains("<g class=\"flicks\">") && kana.contains(">う</text>") && kana.contains("class=\"flick w\""))
    }

    @Test("errors", arguments: [
        (["gallery"], ExitCode.usage, "softkbd: error: '--out DIR' is required"),
        (["gallery", "--out", "/tmp/x", "--only", "xx-YY"], .usage, "softkbd: error: unknown layout 'xx-YY'"),
        (["gallery", "--out", "/tmp/x", "--devices", "iphon"], .usage, "softkbd: error: unknown device 'iphon'; did you mean 'iphone'?"),
    ])
    func errors(arguments: [String], code: ExitCode, message: String) {
        let result = softkbd(arguments)
        #expect(result.exitCode == code)
        #expect(result.stderr.split(separator: "\n").first.map(String.init)?.hasPrefix(message) == true, "\(result.stderr)")
    }
}
