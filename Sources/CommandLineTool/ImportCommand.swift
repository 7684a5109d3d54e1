import DataFiles
import EditDistance
import Foundation
import BuiltInInputMethods
import LayoutFile
import LayoutImport

/// `softkbd import`: a CLDR or Keyman keyboard written out as a SoftKeyboard layout.
enum ImportCommand: Command {
    static let name = "import"
    static let abstract = "Convert a CLDR keyboard (XML) or a Keyman touch layout to a SoftKeyboard layout."
    static let discussion = """
        FORMAT is 'cldr' (a CLDR Keyboard 3.0 file, UTS #35 Part 7) or 'keyman' (a
        .keyman-touch-layout file). The layout is written to standard output, or to DIR/ID.json
        with --out (ID is the file's name; DIR is made if missing; the file is replaced whole,
        never half-written, and a link there is replaced, not written through). Its 'importedFrom' field names the source format,
        file and license. What the import finds goes to standard error as 'validate' reports it,
        at the original file's lines and columns; with errors nothing is written and the exit
        status is 1. 'softkbd validate', 'list', 'resolve' and 'render' (with --layouts) also
        read both formats directly.

        EXAMPLES:
          softkbd import cldr keyboards/3.0/fr.xml
          softkbd import keyman template-latin.keyman-touch-layout --out MyLayouts
        """
    static let positionalUsage: String? = "FORMAT FILE"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--out", valueName: "DIR", help: "Write DIR/ID.json instead of standard output."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard arguments.positionals.count == 2 else { throw .usage("give FORMAT (cldr or keyman) and FILE", usage: usage) }
        let format = arguments.positionals[0].lowercased(), path = arguments.positionals[1]
        guard let kind = ["cldr": LayoutImport.Format.cldr, "keyman": .keyman][format] else {
            throw .usage("unknown format '\(format)'\(didYouMean(format, in: ["cldr", "keyman"])); expected cldr or keyman", usage: usage)
        }
        let source = try read(path)
        // The format named decides the reader, whatever the file is called.
        let id = LayoutImport.layoutID(ofPath: path)
        let extensionName = kind == .cldr ? ".xml" : ".keyman-touch-layout"
        let conversion = LayoutImport.convert(LayoutSource(path: id + extensionName, displayPath: path, text: source))
        guard conversion.isKeyboard else { throw .failure("\(path) is not a keyboard (a CLDR test or import file)") }
        var problems = conversion.diagnostics
        if let root = conversion.root {
            // The layout is loaded as the loader will read it, so what it would find is said now.
            let prepared = LayoutSource(path: id + extensionName, displayPath: path, text: source, root: root, diagnostics: [])
            let report = LayoutValidation.validate([prepared], inputMethods: BuiltInInputMethods.requirements, linting: false)
            problems += report.diagnostics
        }
        output.standardError += Diagnostic.condensed(problems).map { "softkbd: \($0.severity.rawValue): \($0.formatted)\n" }.joined()
        guard let root = conversion.root, !problems.contains(where: { $0.severity == .error }) else {
            let errors = problems.filter { $0.severity == .error }.count
            throw CommandError(message: "cannot import \(path): \(errors) error\(errors == 1 ? "" : "s")", exitCode: .failure)
        }
        let text = root.formatted() + "\n"
        guard let folder = arguments.value("--out") else {
            output.write(String(text.dropLast()))
            return
        }
        let target = folder.hasSuffix("/") ? folder + id + ".json" : folder + "/" + id + ".json"
        do throws(FileWriting.Failure) { try FileWriting.create(target,
                                                                with: Array(text.utf8)) } catch { throw .failure(error.description) }
        output.standardError += "softkbd: wrote \(target)\n"
    }

    /// A file's text, or a failure naming why it cannot be read.
    static func read(_ path: String) throws(CommandError) -> String {
        try StandardInput.text(try PinyinCommand.readFile(path), where: path)
    }
}
