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

    /// The folder of a module's sources (`Sources/<layer>/<module>`), found by its name.
    public static func sources(of module: String, filePath: String = #filePath) -> URL {
        let sources = root(filePath: filePath).appendingPathComponent("Sources")
        let layers = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let layer = layers.sorted().first { FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/\(module)").path) }
        return sources.appendingPathComponent("\(layer ?? "?")/\(module)")
    }

    /// The `Layouts/` folder.
    public static func layouts(filePath: String = #filePath) -> URL { root(filePath: filePath).appendingPathComponent("Layouts") }
}
