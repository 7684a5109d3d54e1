public import Foundation

/// Paths inside this repository, found from a test file's location.
public enum RepositoryPaths {
    /// The repository root (the folder holding Package.swift).
    public static func root(filePath: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// The `Layouts/` folder.
    public static func layouts(filePath: String = #filePath) -> URL { root(filePath: filePath).appendingPathComponent("Layouts") }
}
