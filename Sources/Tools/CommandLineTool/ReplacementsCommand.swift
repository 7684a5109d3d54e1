#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Autocorrection
import CommandLineInterface
import UserData

/// `softkbd replacements`: the user's text replacements (shortcut → phrase), kept in the user-data
/// folder where `softkbd type` finds them.
enum ReplacementsCommand: Command {
    static let name = "replacements"
    static let abstract = "Add, list, remove, import or export the user's text replacements (omw → On my way!)."
    static let discussion = """
        SUBCOMMANDS:
          add SHORTCUT PHRASE      add a replacement (or give a shortcut a new phrase)
          list                     every replacement, a line each: shortcut TAB phrase
          remove SHORTCUT          remove one (exit 1 when there is none)
          import FILE              add every replacement of a property list as iOS and macOS
                                   export them (an array of dictionaries with the strings
                                   'phrase' and 'shortcut')
          export                   the replacements as such a property list, on standard output

        They are kept in the user-data folder: --user-data DIR, else $SOFTKBD_USER_DATA, else
        $XDG_DATA_HOME/softkbd, else ~/.local/share/softkbd ('softkbd type' reads them there).

        EXAMPLES:
          softkbd replacements add omw 'On my way!'
          softkbd type --layout en-US 'omw '          # On my way! 
          softkbd replacements export > 'Text Substitutions.plist'
        """
    static let positionalUsage: String? = "SUBCOMMAND [ARGUMENT…]"
    static let options: [OptionSpec] = [userDataOption]

    static let userDataOption = OptionSpec(name: "--user-data", valueName: "DIR", help: "The user-data folder (see below).")

    /// The user-data folder the arguments name, or the default one.
    static func folder(_ arguments: ParsedArguments) -> String {
        if let folder = arguments.value("--user-data") { return folder }
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        if let folder = variable("SOFTKBD_USER_DATA") { return folder }
        if let data = variable("XDG_DATA_HOME") { return data + "/softkbd" }
        return (variable("HOME") ?? ".") + "/.local/share/softkbd"
    }

    /// The replacements kept in `folder` (none when the folder or the file is not there).
    static func stored(in folder: String) throws(CommandError) -> TextReplacements {
        guard access(folder + "/" + TextReplacements.storageKey, F_OK) == 0 else { return TextReplacements() }
        let bytes = try StandardInput.bytes(ofFile: folder + "/" + TextReplacements.storageKey)
        do { return try TextReplacements(decoding: bytes) } catch {
            throw .failure("the text replacements in \(folder)/\(TextReplacements.storageKey) are damaged: \(error)")
        }
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("a subcommand is required: add, list, remove, import or export", usage: usage)
        }
        let rest = Array(arguments.positionals.dropFirst())
        let folder = folder(arguments)
        var replacements = try stored(in: folder)
        func count(_ n: Int) -> String { n == 1 ? "1 replacement" : "\(n) replacements" }
        switch (subcommand, rest.count) {
        case ("list", 0):
            for entry in replacements.entries { output.write("\(entry.shortcut)\t\(entry.phrase)") }
            return
        case ("export", 0):
            output.write(replacements.propertyList())
            return
        case ("add", 2):
            do { try replacements.add(rest[0], phrase: rest[1]) } catch { throw .failure(error.description) }
        case ("remove", 1):
            guard replacements.remove(rest[0]) else { throw .failure("no replacement has the shortcut '\(rest[0])'") }
        case ("import", 1):
            let text = try StandardInput.file(rest[0])
            let imported: TextReplacements
            do { imported = try TextReplacements(propertyList: text) } catch { throw .failure("\(rest[0]): \(error)") }
            for entry in imported.entries {
                do { try replacements.add(entry.shortcut, phrase: entry.phrase) } catch { throw .failure(error.description) }
            }
            output.standardError += "softkbd: imported \(count(imported.entries.count)); \(count(replacements.entries.count)) in all\n"
        case ("add", _), ("remove", _), ("import", _), ("list", _), ("export", _):
            let takes = ["add": "a shortcut and a phrase", "remove": "a shortcut", "import": "a file"][subcommand] ?? "nothing"
            throw .usage("'\(subcommand)' takes \(takes)", usage: usage)
        default:
            throw .usage("unknown subcommand '\(subcommand)'", usage: usage)
        }
        do {
            let storage = try FileStorage(directory: folder)
            try storage.setData(replacements.encoded(), forKey: TextReplacements.storageKey)
        } catch {
            throw .failure("cannot keep the replacements in \(folder): \(error)")
        }
    }
}
