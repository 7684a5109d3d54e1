import Foundation

extension LayoutImport {
    /// Why a path does not stand for one Keyman program.
    public struct ProgramSearchError: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The `.kmn` a Keyman path stands for: the path itself, or the one program in a folder (a
    /// keyboard's `source/` folder, or the keyboard's folder holding it; hidden folders are
    /// passed over). A folder with none or several is an error listing them.
    public static func keymanProgram(in path: String) throws(ProgramSearchError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return path }
        let found = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.lowercased().hasSuffix(".kmn") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
        guard found.count == 1, let program = found.first else {
            let listed = found.prefix(5).joined(separator: ", ")
            throw ProgramSearchError(description: found.isEmpty ? "\(path) holds no Keyman .kmn program"
                                     : "\(path) holds \(found.count) .kmn programs (\(listed)); name the one to import")
        }
        return path.hasSuffix("/") ? path + program : path + "/" + program
    }
}
