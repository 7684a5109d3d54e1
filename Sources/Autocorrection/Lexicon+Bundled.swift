#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputMethodCore
import Synchronization

extension Lexicon {
    /// The folder holding the lexicons that ship with the package, first match wins:
    /// 1. the folder named by the environment variable `SOFTKBD_LEXICONS`;
    /// 2. `lexicons/` next to the running executable (copy the folder there to deploy a binary);
    /// 3. `Lexicons/` in the package's sources, where SwiftPM keeps them.
    ///
    /// Like the pinyin model, the lexicons are not SwiftPM resources, so that finding them needs
    /// no Foundation `Bundle`.
    public static func bundledDirectory() -> String? {
        BundledData.locate(variable: "SOFTKBD_LEXICONS", besideExecutable: "lexicons", inSources: "Lexicons", probe: "/MANIFEST.tsv")
    }

    /// The path of the bundled lexicon for a language (`en`, `pt`; a region or script is
    /// ignored: `pt-BR` reads `pt`), if one ships.
    public static func bundledPath(language: String) -> String? {
        guard let directory = bundledDirectory() else { return nil }
        let path = directory + "/" + primaryLanguage(of: language) + ".lexicon"
        return access(path, R_OK) == 0 ? path : nil
    }

    /// The languages with a bundled lexicon, sorted.
    public static func bundledLanguages() -> [String] {
        guard let directory = bundledDirectory(), let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".lexicon") { result.append(String(name.dropLast(8))) }
        }
        return result.sorted()
    }

    /// The language subtag of a BCP 47 tag or a POSIX locale, lower-cased (`pt_BR` → `pt`);
    /// `nn` and `no` read Norwegian Bokmål's list, `sr`, `bs` the Serbo-Croatian one (`hr`).
    public static func primaryLanguage(of tag: String) -> String {
        let subtag = String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
        switch subtag {
        case "no", "nn": return "nb"
        case "sr", "bs", "sh": return "hr"
        case "tl": return "fil"
        default: return subtag
        }
    }
}

/// Lexicons opened when first asked for and kept open: every bundled language is available,
/// and only the ones used are mapped (their pages are clean, so the system may drop them).
///
/// ```swift
/// let store = LexiconStore.bundled
/// try store.lexicon(for: "fr-CA")?.entry(for: "été")   // reads Lexicons/fr.lexicon once
/// ```
public final class LexiconStore: Sendable {
    /// The lexicons that ship with the package.
    public static let bundled = LexiconStore(directory: nil)

    private let directory: String?
    private let opened = Mutex<[String: Lexicon]>([:])

    /// A store over a folder of `<language>.lexicon` files (`nil`: the bundled folder).
    public init(directory: String?) { self.directory = directory }

    /// The lexicon for a language (its region ignored), opening it on first use; `nil` when the
    /// language has none. A damaged file is an error, reported each time it is asked for.
    public func lexicon(for language: String) throws(Lexicon.LoadError) -> Lexicon? {
        let primary = Lexicon.primaryLanguage(of: language)
        if let lexicon = opened.withLock({ $0[primary] }) { return lexicon }
        let path: String?
        if let directory {
            let candidate = directory + "/" + primary + ".lexicon"
            path = access(candidate, R_OK) == 0 ? candidate : nil
        } else {
            path = Lexicon.bundledPath(language: primary)
        }
        guard let path else { return nil }
        let lexicon = try Lexicon(path: path)
        return opened.withLock { table in
            if let existing = table[primary] { return existing }
            table[primary] = lexicon
            return lexicon
        }
    }
}
