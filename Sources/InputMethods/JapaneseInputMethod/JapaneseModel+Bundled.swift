public import InputMethodCore

extension JapaneseModel {
    /// The model that ships with the package: `japanese.model`, a resource of the data target beside
    /// this module (`JapaneseModelData`)
    /// (found as ``BundledData`` says; `SOFTKBD_JAPANESE_MODEL` names another copy).
    public static let bundledFile = BundledDataFile(
        name: "japanese.model", module: "JapaneseModelData", variable: "SOFTKBD_JAPANESE_MODEL", summary: "the Japanese model",
        licence: "BSD-3 (Mozc) with IPAdic's licence (notice required) and Tanaka Corpus CC BY 2.0 FR (see NOTICE.md)")

    /// The bundled model's check: mapped and its tables checked.
    public static let bundledCheck = DataCheck(bundledFile) { path in
        _ = try JapaneseModel(path: path)
        return nil
    }

    /// Where the bundled model is, if anywhere.
    public static func bundledPath() -> String? { BundledData.locate(bundledFile)?.path }

    /// The bundled models opened so far, by path: one mapping however many engines use it.
    static let opened = OpenedOnce<JapaneseModel>()
}

extension JapaneseEngine {
    /// An engine over the model that ships with the package (see ``JapaneseModel/bundledFile``);
    /// the model is opened (mapped and checked) once per process and shared.
    public static func bundled() throws(JapaneseModel.LoadError) -> JapaneseEngine {
        guard let path = JapaneseModel.bundledPath() else { throw .notFound(BundledData.missing(JapaneseModel.bundledFile)) }
        return JapaneseEngine(model: try JapaneseModel.opened.value(at: path) { (path) throws(JapaneseModel.LoadError) in
            try JapaneseModel(path: path)
        })
    }
}
