public import InputMethodCore

extension HanziTemplates {
    /// The templates that ship with the package: `hanzi.templates`, a resource of the data target beside
    /// this module (`HanziTemplatesData`)
    /// (found as ``BundledData`` says; `SOFTKBD_HANDWRITING_TEMPLATES` names another copy).
    public static let bundledFile = BundledDataFile(
        name: "hanzi.templates", module: "HanziTemplatesData", variable: "SOFTKBD_HANDWRITING_TEMPLATES",
        summary: "the handwriting templates", licence: "Arphic Public License (ARPHICPL.TXT and NOTICE.md beside it)")

    /// The bundled templates' check: mapped and checked; how many characters they hold.
    public static let bundledCheck = DataCheck(bundledFile) { path in
        "\(DataCheck.grouped(try HanziTemplates(path: path).count)) characters"
    }

    /// Where the bundled templates are, if anywhere.
    public static func bundledPath() -> String? { BundledData.locate(bundledFile)?.path }

    /// The templates that ship with the package.
    public static func bundled() throws(LoadError) -> HanziTemplates {
        guard let path = bundledPath() else { throw .notFound(BundledData.missing(bundledFile)) }
        return try HanziTemplates(path: path)
    }
}
