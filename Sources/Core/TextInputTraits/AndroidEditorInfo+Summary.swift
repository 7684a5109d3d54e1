extension AndroidEditorInfo {
    /// The numbers as people read them: each in hex with its constants spelled out, as
    /// `softkbd traits --print android` prints them.
    ///
    /// ```swift
    /// AndroidEditorInfo.Summary(info).inputTypeConstants   // ["TYPE_CLASS_TEXT", "TYPE_TEXT_VARIATION_URI"]
    /// ```
    public struct Summary: Encodable, Hashable, Sendable {
        public var inputType: String
        public var inputTypeConstants: [String]
        public var imeOptions: String
        public var imeOptionsConstants: [String]
        public var actionLabel: String?

        public init(_ info: AndroidEditorInfo) {
            inputType = AndroidEditorInfo.hex(info.inputType)
            imeOptions = AndroidEditorInfo.hex(info.imeOptions)
            actionLabel = info.actionLabel
            inputTypeConstants = AndroidEditorInfo.InputType.names(of: info.inputType)
            imeOptionsConstants = AndroidEditorInfo.IMEOptions.names(of: info.imeOptions)
        }

        public func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case inputType, inputTypeConstants, imeOptions, imeOptionsConstants, actionLabel }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(inputType, forKey: .inputType)
            try c.encode(inputTypeConstants, forKey: .inputTypeConstants)
            try c.encode(imeOptions, forKey: .imeOptions)
            try c.encode(imeOptionsConstants, forKey: .imeOptionsConstants)
            try c.encode(actionLabel, forKey: .actionLabel)
        }
    }
}
