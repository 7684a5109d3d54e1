public import InputMethodCore

extension PinyinModel {
    /// The model that ships with the package: `pinyin.model`, a resource of the data target beside
    /// this module (`PinyinModelData`)
    /// (found as ``BundledData`` says; `SOFTKBD_PINYIN_MODEL` names another copy).
    public static let bundledFile = BundledDataFile(
        name: "pinyin.model", module: "PinyinModelData", variable: "SOFTKBD_PINYIN_MODEL", summary: "the pinyin model",
        licence: "CC BY-SA 4.0, derived from open-gram, jieba, pypinyin and open corpora (see NOTICE.md)")

    /// The bundled model's check: mapped and its tables checked.
    public static let bundledCheck = DataCheck(bundledFile) { path in
        _ = try PinyinModel(path: path)
        return nil
    }

    /// Where the bundled model is, if anywhere.
    public static func bundledPath() -> String? { BundledData.locate(bundledFile)?.path }

    /// The bundled models opened so far, by path: one mapping however many engines use it.
    static let opened = OpenedOnce<PinyinModel>()
}

extension PinyinEngine {
    /// An engine over the model that ships with the package (see ``PinyinModel/bundledFile``);
    /// the model is opened (mapped and checked) once per process and shared.
    public static func bundled() throws -> PinyinEngine {
        guard let path = PinyinModel.bundledPath() else {
            throw PinyinModel.LoadError.notFound(PinyinModel.bundledFile)
        }
        return PinyinEngine(model: try PinyinModel.opened.value(at: path) { try PinyinModel(path: $0) })
    }
}
