internal import Foundation

extension PinyinEngine {
    /// The engine over the model that ships with the package.
    public static func bundled() throws -> PinyinEngine {
        guard let path = Bundle.module.path(forResource: "pinyin", ofType: "model", inDirectory: "Model") else {
            throw PinyinModel.LoadError.cannotOpen("the package's Model/pinyin.model")
        }
        return PinyinEngine(model: try PinyinModel(path: path))
    }
}
