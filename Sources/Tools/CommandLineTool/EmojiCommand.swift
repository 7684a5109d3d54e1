import CommandLineInterface
import EditDistance
import Emoji

/// `softkbd emoji`: search the emoji by name and keyword in a language, or list them.
enum EmojiCommand: Command {
    static let name = "emoji"
    static let abstract = "Search the emoji by name or keyword in a language, or list them by category."
    static let discussion = """
        SUBCOMMANDS:
          search QUERY...     the emoji whose CLDR names or keywords hold every word of the
                              query (prefixes too: 'piz' finds 🍕), best first, one per line with
                              its name; nothing (and exit 0) when none does
          list                every emoji the keyboard shows, in its order, with its name (and
                              how many skin tones a long press offers)

        Searches ignore case and accents ('coeur' finds ❤️). A language without annotations of its
        own is an error that lists those with them.

        EXAMPLES:
          softkbd emoji search pizza
          softkbd emoji search --language de Pizza
          softkbd emoji search --language ja ピザ --format json
          softkbd emoji list --group flags
        """
    static let positionalUsage: String? = "SUBCOMMAND [QUERY ...]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--language", valueName: "LANG", help: "The language of the names and keywords (BCP 47; default en)."),
        OptionSpec(name: "--limit", valueName: "N", help: "At most N results of a search (default 10)."),
        OptionSpec(name: "--group", valueName: "NAME", help: "list: one category (people, nature, food, activity, travel, objects,\n" +
                   "symbols, flags) or Unicode group or subgroup (\"Food & Drink\", face-smiling)."),
        OptionSpec(name: "--newest", valueName: "VERSION", help: "Leave out emoji newer than this Emoji version (14.0: what the\n" +
                   "fonts can draw)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    /// An emoji as JSON prints it.
    struct Entry: Encodable {
        var emoji: String
        var name: String
        var group: String?
        var subgroup: String?
        var version: String?
        var variants: [String]?
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else { throw .usage("a subcommand is required: search or list", usage: usage) }
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        var newest: EmojiVersion?
        if let text = arguments.value("--newest") {
            guard let version = EmojiVersion(text) else {
                throw .usage("invalid value '\(text)' for '--newest': expected an Emoji version such as 14.0", usage: usage)
            }
            newest = version
        }
        let data: EmojiData
        do { data = try EmojiData.bundled() } catch { throw .failure(error.description) }
        let language: EmojiLanguage
        do { language = try data.language(arguments.value("--language") ?? "en") } catch { throw .failure(error.description) }
        let entries: [Entry]
        switch subcommand {
        case "search":
            let query = arguments.positionals.dropFirst().joined(separator: " ")
            guard !query.isEmpty else { throw .usage("'search' takes a query", usage: usage) }
            let limit = try arguments.integer("--limit", in: 1...10_000, default: 10, usage: usage)
            let result = language.search(query, limit: limit, newest: newest)
            switch result.problem {
            case .tooLong?: throw .failure(result.problem?.description ?? "")
            case .controlCharacters?: output.standardError += "softkbd: warning: \(result.problem?.description ?? "")\n"
            case nil: break
            }
            entries = result.matches.map { Entry(emoji: $0.emoji, name: $0.name) }
        case "list":
            guard arguments.positionals.count == 1 else { throw .usage("'list' takes no query (use --group)", usage: usage) }
            let group = arguments.value("--group")
            guard let bases = data.catalog.bases(named: group, newest: newest) else {
                let shown = EmojiCategory.allCases.filter { $0 != .recents }.map(\.rawValue)
                let names = shown + data.catalog.groups + data.catalog.subgroups
                throw .usage("unknown group '\(group ?? "")'\(didYouMean(group ?? "", in: names)); "
                             + "categories: " + shown.joined(separator: ", "), usage: usage)
            }
            entries = bases.map { entry in
                let catalog = data.catalog
                return Entry(emoji: catalog.emoji(at: entry), name: language.name(of: entry),
                             group: catalog.groups[catalog.group(of: entry)],
                             subgroup: catalog.subgroups[catalog.subgroup(of: entry)], version: catalog.version(of: entry).description,
                             variants: catalog.variants(of: entry, newest: newest).map(catalog.emoji(at:)))
            }
        default:
            throw .usage("unknown subcommand '\(subcommand)': expected search or list", usage: usage)
        }
        if format == "json" {
            output.write(try jsonText(entries))
        } else {
            for entry in entries {
                let tones = entry.variants.map { $0.isEmpty ? "" : "\t(\($0.count) variants)" } ?? ""
                output.write("\(entry.emoji)\t\(entry.name)\(tones)")
            }
        }
    }
}
