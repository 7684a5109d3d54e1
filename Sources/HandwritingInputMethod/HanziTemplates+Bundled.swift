import InputMethodCore

extension HanziTemplates {
    /// Where the templates that ship with the package are found, first match wins:
    /// 1. the file named by the environment variable `SOFTKBD_HANDWRITING_TEMPLATES`;
    /// 2. `hanzi.templates` next to the running executable;
    /// 3. `Templates/hanzi.templates` in the package's sources (a checkout).
    public static func bundledPath() -> String? {
        BundledData.locate(variable: "SOFTKBD_HANDWRITING_TEMPLATES", besideExecutable: "hanzi.templates", inSources: "Templates/hanzi.templates")
    }

    /// The templates that ship with the package.
    public static func bundled() throws(LoadError) -> HanziTemplates {
        guard let path = bundledPath() else {
            throw .cannotOpen("the package's Templates/hanzi.templates (set SOFTKBD_HANDWRITING_TEMPLATES to its path)")
        }
        return try HanziTemplates(path: path)
    }
}
