/// Why a data file a module maps (a model, a lexicon, the handwriting templates, the emoji
/// data) cannot be used: the one error every reader of mapped data throws, saying what the file
/// is, where, and what is wrong.
///
/// ```swift
/// DataLoadError(.corrupt("not a SoftKeyboard pinyin model"), in: "the pinyin model", at: path).description
/// // "the pinyin model /tmp/x is damaged: not a SoftKeyboard pinyin model"
/// ```
public struct DataLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// The file cannot be opened or mapped (missing, unreadable, not a regular file: the
        /// reason, when known).
        case cannotOpen(reason: String?)
        /// The bundled copy is nowhere it was looked for (the message says where, and what to do).
        case notFound(String)
        /// The file was read and is not what its reader expects (the reason says how).
        case corrupt(String)
    }

    public let problem: Problem
    /// What the file is, in words (`the pinyin model`).
    public let what: String
    public let path: String

    public init(_ problem: Problem, in what: String, at path: String) {
        self.problem = problem
        self.what = what
        self.path = path
    }

    /// A mapped file's own failure: it could not be opened (``Problem/cannotOpen(reason:)``), or
    /// it is shorter than its tables (``Problem/corrupt(_:)``).
    public init(_ error: MappedFile.Error, in what: String, at path: String) {
        switch error {
        case .truncated(_, let offset): self.init(.corrupt("truncated or damaged at byte \(offset)"), in: what, at: path)
        case .notAFile(_, let kind): self.init(.cannotOpen(reason: "it is \(kind), not a file"), in: what, at: path)
        case .cannotOpen: self.init(.cannotOpen(reason: nil), in: what, at: path)
        }
    }

    /// The bundled copy of `file` is nowhere it was looked for (``BundledData/missing(_:)`` says where).
    public static func notFound(_ file: BundledDataFile) -> DataLoadError {
        DataLoadError(.notFound(BundledData.missing(file)), in: file.summary, at: file.name)
    }

    public var description: String {
        switch problem {
        case .cannotOpen(let reason): "cannot open \(what) at \(path)" + (reason.map { ": \($0)" } ?? "")
        case .notFound(let message): message
        case .corrupt(let reason): "\(what) \(path) is damaged: \(reason)"
        }
    }

    /// Whether the file was there and could not be read as it should (not missing or unopenable).
    public var isCorrupt: Bool {
        if case .corrupt = problem { true } else { false }
    }
}
