import InputMethodCore

extension JapaneseModel {
    /// Where the model that ships with the package is found, first match wins:
    /// 1. the file named by the environment variable `SOFTKBD_JAPANESE_MODEL`;
    /// 2. `japanese.model` next to the running executable (copy it there to deploy a binary alone);
    /// 3. `Model/japanese.model` in the package's sources (a checkout or a dependency's checkout).
    ///
    /// Not a SwiftPM resource, for the reason the pinyin model is not (``BundledData``).
    public static func bundledPath() -> String? {
        BundledData.locate(variable: "SOFTKBD_JAPANESE_MODEL", besideExecutable: "japanese.model", inSources: "Model/japanese.model")
    }
}

extension JapaneseEngine {
    /// The engine over the model that ships with the package (see ``JapaneseModel/bundledPath()``).
    public static func bundled() throws(JapaneseModel.LoadError) -> JapaneseEngine {
        guard let path = JapaneseModel.bundledPath() else {
            throw .cannotOpen("the package's Model/japanese.model (set SOFTKBD_JAPANESE_MODEL to its path)")
        }
        return JapaneseEngine(model: try JapaneseModel(path: path))
    }
}
