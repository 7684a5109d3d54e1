#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputMethodCore

extension PinyinModel {
    /// Where the model that ships with the package is found, first match wins:
    /// 1. the file named by the environment variable `SOFTKBD_PINYIN_MODEL`;
    /// 2. `pinyin.model` next to the running executable (copy it there to deploy a binary alone);
    /// 3. `Model/pinyin.model` in the package's sources, where SwiftPM keeps them (a checkout or
    ///    a dependency's checkout).
    ///
    /// The model is not a SwiftPM resource on purpose: resource bundles are found through
    /// Foundation's `Bundle`, and the engine stays free of Foundation (it would add about 7 MiB
    /// to every process that converts pinyin).
    public static func bundledPath() -> String? {
        BundledData.locate(variable: "SOFTKBD_PINYIN_MODEL", besideExecutable: "pinyin.model", inSources: "Model/pinyin.model")
    }
}

extension PinyinEngine {
    /// The engine over the model that ships with the package (see ``PinyinModel/bundledPath()``).
    public static func bundled() throws -> PinyinEngine {
        guard let path = PinyinModel.bundledPath() else {
            throw PinyinModel.LoadError.cannotOpen("the package's Model/pinyin.model (set SOFTKBD_PINYIN_MODEL to its path)")
        }
        return PinyinEngine(model: try PinyinModel(path: path))
    }
}
