import CommandLineInterface
import KeyboardDrawing
import EditDistance
import KeyboardModel
import BuiltInInputMethods
import LayoutFile
import LayoutImport
import TextInputTraits

/// Options every layout command shares, and loading the catalog they select.
enum LayoutOptions {
    static let layouts = OptionSpec(name: "--layouts", valueName: "PATH", repeatable: true,
                                    help: "Also load the layout files in PATH, a folder or a file\n(repeatable): SoftKeyboard JSON, CLDR " +
                                          "keyboard XML or\nKeyman .keyman-touch-layout; a file with the path of a\nbundled one replaces " +
                                          "it.")
    static let format = OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json.")

    /// The bundled catalog, with the folders of `--layouts` laid over it.
    ///
    /// Errors in the files fail the command with the first diagnostic; run `softkbd validate`
    /// for all of them.
    static func catalog(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) -> KeyboardCatalog {
        let folders = arguments.allValues("--layouts")
        if folders.isEmpty {
            if let first = BuiltInInputMethods.layouts.diagnostics.first(where: { $0.severity == .error }) {
                throw .failure("the bundled layouts have errors: \(first.formatted)")
            }
            return BuiltInInputMethods.catalog
        }
        let overlay: LayoutImport.Overlay
        do {
            overlay = try LayoutImport.overBundled(folders, inputMethods: BuiltInInputMethods.requirements)
        } catch { throw .failure("cannot read layouts: \(error)") }
        if let error = overlay.readDiagnostics.first(where: { $0.severity == .error }) {
            throw .failure("cannot read layouts: \(error.formatted)")
        }
        output.standardError += overlay.readDiagnostics.map { "softkbd: warning: \($0.formatted)\n" }.joined()
        let result = overlay.result
        if let first = result.diagnostics.first(where: { $0.severity == .error }) {
            let count = result.diagnostics.filter { $0.severity == .error }.count
            throw .failure("\(first.formatted)\(count > 1 ? " (and \(count - 1) more errors)" : "")")
        }
        return result.catalog
    }

    /// `text` or `json`.
    static func outputFormat(_ arguments: ParsedArguments, allowed: [String] = ["text", "json"],
                             usage: String) throws(CommandError) -> String {
        let value = (arguments.value("--format") ?? allowed[0]).lowercased()
        guard allowed.contains(value) else {
            throw .usage("unknown format '\(value)'\(didYouMean(value, in: allowed)); expected \(allowed.joined(separator: " or "))",
                         usage: usage)
        }
        return value
    }

    /// A trait value named on the command line, matched without regard to case.
    static func trait<T: TraitEnumeration>(_ type: T.Type, _ option: String, _ arguments: ParsedArguments,
                                           usage: String) throws(CommandError) -> T? {
        guard let text = arguments.value(option) else { return nil }
        guard let value = T(name: text) else {
            throw .usage("unknown value '\(text)' for '\(option)'\(didYouMean(text, in: T.allNames)); expected one of " +
                         "\(T.allNames.joined(separator: ", "))", usage: usage)
        }
        return value
    }
}

/// Pads text to a width counted in terminal columns (CJK and Hangul take two).
func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - columns(text)))
}

/// The terminal columns `text` takes.
func columns(_ text: String) -> Int { text.reduce(0) { $0 + KeyboardDrawing.displayWidth($1) } }

/// Rows of cells as an aligned table.
func table(_ rows: [[String]]) -> String {
    guard let first = rows.first else { return "" }
    let widths = (0..<first.count).map { column in rows.map { columns($0[column]) }.max() ?? 0 }
    return rows.map { row in
        zip(row,
            widths).enumerated().map { $0.offset == row.count - 1 ? $0.element.0 : padded($0.element.0,
                                                                                          $0.element.1) }.joined(separator: "  ")
    }.joined(separator: "\n")
}
