public import InputMethodCore

extension ZhuyinModel {
    /// The model that ships with the package: `zhuyin.model`, a resource of the data target beside
    /// this module (`ZhuyinModelData`), found as ``BundledData`` says; `SOFTKBD_ZHUYIN_MODEL` names
    /// another copy.
    public static let bundledFile = BundledDataFile(
        name: "zhuyin.model", module: "ZhuyinModelData", variable: "SOFTKBD_ZHUYIN_MODEL", summary: "the zhuyin model",
        licence: "CC BY-SA 4.0: McBopomofo's phrases (MIT) with phrase pairs from open corpora (see NOTICE.md)")

    /// The bundled model's check: mapped and its tables checked.
    public static let bundledCheck = DataCheck(bundledFile) { path in
        _ = try ZhuyinModel(path: path)
        return nil
    }

    /// Where the bundled model is, if anywhere.
    public static func bundledPath() -> String? { BundledData.locate(bundledFile)?.path }

    /// The bundled models opened so far, by path: one mapping however many engines use it.
    static let opened = OpenedOnce<ZhuyinModel>()
}

extension ZhuyinEngine {
    /// An engine over the model that ships with the package (see ``ZhuyinModel/bundledFile``);
    /// the model is opened (mapped and checked) once per process and shared.
    public static func bundled() throws -> ZhuyinEngine {
        guard let path = ZhuyinModel.bundledPath() else { throw ZhuyinModel.LoadError.notFound(ZhuyinModel.bundledFile) }
        return ZhuyinEngine(model: try ZhuyinModel.opened.value(at: path) { try ZhuyinModel(path: $0) })
    }
}
