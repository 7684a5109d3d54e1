/// A data file with the check its reader makes: found as ``BundledData/locate(_:)`` finds it,
/// then opened as its reader opens it (mapped, its tables checked; nothing is kept open). Each
/// module that ships data declares its check beside its ``BundledDataFile``; what a user
/// debugging an install looks at first (`softkbd data`) runs them all.
///
/// ```swift
/// let status = PinyinModel.bundledCheck.run()
/// status.problem   // nil, or why the model cannot be used ("… cannot be found; looked in: …")
/// ```
public struct DataCheck: Sendable {
    public let file: BundledDataFile
    private let read: @Sendable (String) throws -> String?

    /// - Parameter read: opens the data at a path as its reader does, and says what it holds
    ///   ("39 languages, …"; `nil`: nothing to add); throws the reader's error when it cannot.
    public init(_ file: BundledDataFile, read: @escaping @Sendable (_ path: String) throws -> String?) {
        self.file = file
        self.read = read
    }

    /// One data file's state.
    public struct Status: Sendable {
        public let file: BundledDataFile
        /// Where it was found; `nil` when it is missing.
        public let location: DataLocation?
        /// Its size in bytes (a folder: its files'), 0 when missing.
        public let size: Int
        /// Why it cannot be used (missing, or damaged: the reader's reason); `nil` when it reads.
        public let problem: String?
        /// What it holds when it reads ("39 languages").
        public let detail: String?

        public var isUsable: Bool { problem == nil }
    }

    /// Finds the file and opens it.
    public func run() -> Status {
        guard let location = BundledData.locate(file) else {
            return Status(file: file, location: nil, size: 0, problem: BundledData.missing(file), detail: nil)
        }
        let size = BundledData.size(of: location)
        do {
            return Status(file: file, location: location, size: size, problem: nil, detail: try read(location.path))
        } catch {
            return Status(file: file, location: location, size: size, problem: "\(error)", detail: nil)
        }
    }

    /// A problem a check finds that is not a reader's error.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// A count with thousands separated: `1,785,107`.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = count < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

extension DataCheck.Status {
    /// The state as `softkbd data` prints it: what the file is, where it was found and how, its
    /// size, its licence, and whether it reads (what it holds) or why not.
    public var summary: String {
        var lines = ["\(file.summary) (\(file.name)\(file.isFolder ? " and the files beside it" : ""))"]
        if let location {
            lines.append("  found:   \(location.path) (\(location.source))")
            lines.append("  size:    \(DataCheck.grouped(size)) bytes (\((Double(size) / 1_048_576 * 10).rounded() / 10) MiB)")
        }
        lines.append("  licence: \(file.licence)")
        lines.append(problem.map { "  problem: \($0)" } ?? "  reads:   yes" + (detail.map { " (\($0))" } ?? ""))
        return lines.joined(separator: "\n")
    }
}

extension DataLocation.Source: CustomStringConvertible {
    /// How the file was found, in words: `given by the app`, `from $SOFTKBD_LEXICONS`, `resource bundle`.
    public var description: String {
        switch self {
        case .explicit: "given by the app"
        case .environment(let variable): "from $\(variable)"
        case .resourceBundle: "resource bundle"
        }
    }
}
