import CommandLineInterface
import DataFiles
import EditDistance
import Foundation
import BuiltInInputMethods
import LayoutFile
import LayoutImport
import KeymanKeyboard

/// `softkbd import`: a CLDR or Keyman keyboard written out as a SoftKeyboard layout.
enum ImportCommand: Command {
    static let name = "import"
    static let abstract = "Convert a CLDR keyboard (XML) or a Keyman keyboard to a SoftKeyboard layout."
    static let discussion = """
        FORMAT is 'cldr' (a CLDR Keyboard 3.0 file, UTS #35 Part 7) or 'keyman': a Keyman
        keyboard's .kmn program (with the touch layout beside it, or the touch keyboard Keyman
        derives without one), its source folder (the .kmn in it), or a .keyman-touch-layout
        alone. A layout running a .kmn program names it ('inputMethodData'); with --out the
        program is written beside the layout as DIR/ID.kmn. The layout is written to standard output, or to DIR/ID.json
        with --out (ID is the file's name; DIR is made if missing; the file is replaced whole,
        never half-written, and a link there is replaced, not written through). Its 'importedFrom' field names the source format,
        file and license. What the import finds goes to standard error as 'validate' reports it,
        at the original file's lines and columns; with errors nothing is written and the exit
        status is 1. 'softkbd validate', 'list', 'resolve' and 'render' (with --layouts) also
        read both formats directly.

        EXAMPLES:
          softkbd import cldr keyboards/3.0/fr.xml
          softkbd import keyman template-latin.keyman-touch-layout --out MyLayouts
          softkbd import keyman keyboards/release/sil/sil_euro_latin/source --out MyLayouts
        """
    static let positionalUsage: String? = "FORMAT FILE|FOLDER"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--out", valueName: "DIR", help: "Write DIR/ID.json instead of standard output."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard arguments.positionals.count == 2 else { throw .usage("give FORMAT (cldr or keyman) and FILE", usage: usage) }
        let format = arguments.positionals[0].lowercased(), givenPath = arguments.positionals[1]
        guard let kind = ["cldr": LayoutImport.Format.cldr, "keyman": .keyman][format] else {
            throw .usage("unknown format '\(format)'\(didYouMean(format, in: ["cldr", "keyman"])); expected cldr or keyman", usage: usage)
        }
        // A Keyman keyboard's folder is its .kmn; a .kmn is a keyboard with its program.
        let path: String
        do { path = kind == .keyman ? try LayoutImport.keymanProgram(in: givenPath) : givenPath } catch {
            throw .failure(error.description)
        }
        let source = try read(path)
        // The format named decides the reader, whatever the file is called.
        let id = LayoutImport.layoutID(ofPath: path)
        let isProgram = kind == .keyman && LayoutImport.format(ofPath: path) == .kmn
        let extensionName = kind == .cldr ? ".xml" : isProgram ? ".kmn" : ".keyman-touch-layout"
        let conversion = LayoutImport.convert(LayoutSource(path: id + extensionName, displayPath: path, text: source))
        guard conversion.isKeyboard else { throw .failure("\(path) is not a keyboard (a CLDR test or import file)") }
        var problems = conversion.diagnostics
        if let root = conversion.root {
            // The layout is loaded as the loader will read it, so what it would find is said now.
            var prepared = LayoutSource(path: id + extensionName, displayPath: path, text: source, root: root, diagnostics: [])
            prepared.inputMethodData = conversion.inputMethodData
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
        let base = folder.hasSuffix("/") ? folder + id : folder + "/" + id
        // The program first, so a layout written is never without it.
        let files = (isProgram ? [(base + ".kmn", source)] : []) + [(base + ".json", text)]
        for (target, contents) in files {
            do throws(FileWriting.Failure) {
                try FileWriting.create(target, with: Array(contents.utf8))
            } catch { throw .failure(error.description) }
            output.standardError += "softkbd: wrote \(target)\n"
        }
    }

    /// A file's text, or a failure naming why it cannot be read.
    static func read(_ path: String) throws(CommandError) -> String {
        // CLDR and Keyman files: 1 MiB, the limit every reader of them keeps, checked before reading.
        try StandardInput.file(path, limit: KMNReader.maximumBytes)
    }
}
