// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Settings every target shares: Swift 6 language mode, and the upcoming
/// features we want to hold ourselves to already.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The lexicon folder's files (each language's list, the manifest, the notice): resources of
/// `LexiconsData`, listed here because a folder copied whole would keep its folder in the bundle.
let lexiconFiles: [String] = {
    let folder = Context.packageDirectory + "/Sources/Engines/LexiconsData"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".lexicon") || $0 == "MANIFEST.tsv" || $0 == "NOTICE.md" }.sorted()
}()

/// The next-word models (each language's `.lm`, the manifest, the notice): resources of `LanguageModelsData`.
let languageModelFiles: [String] = {
    let folder = Context.packageDirectory + "/Sources/Engines/LanguageModelsData"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".lm") || $0 == "MANIFEST.tsv" || $0 == "NOTICE.md" }.sorted()
}()

/// The emoji data files (the catalog, each locale's annotations, the notices): resources of `EmojiData`.
let emojiFiles: [String] = {
    let folder = Context.packageDirectory + "/Sources/Engines/EmojiData"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".annotations") || $0 == "emoji.catalog" || $0 == "common-searches.tsv" || $0 == "NOTICE.md" || $0 == "LICENSE-UNICODE.txt" }.sorted()
}()

let package = Package(
    name: "SoftKeyboard",
    products: [
        .library(name: "TextInputTraits", targets: ["TextInputTraits"]),
        .library(name: "TextTransforms", targets: ["TextTransforms"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "KeyboardModel", targets: ["KeyboardModel"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .library(name: "LayoutImport", targets: ["LayoutImport"]),
        .library(name: "KeymanKeyboard", targets: ["KeymanKeyboard"]),
        .library(name: "KeymanInputMethod", targets: ["KeymanInputMethod"]),
        .library(name: "SourceDiagnostics", targets: ["SourceDiagnostics"]),
        .library(name: "TextSegmentation", targets: ["TextSegmentation"]),
        .library(name: "BidirectionalText", targets: ["BidirectionalText"]),
        .library(name: "TextEditing", targets: ["TextEditing"]),
        .library(name: "TextInteraction", targets: ["TextInteraction"]),
        .library(name: "DataFiles", targets: ["DataFiles"]),
        .library(name: "UserData", targets: ["UserData"]),
        .library(name: "InputMethodCore", targets: ["InputMethodCore"]),
        .library(name: "KeyboardSession", targets: ["KeyboardSession"]),
        .library(name: "HangulInputMethod", targets: ["HangulInputMethod"]),
        .library(name: "VietnameseInputMethod", targets: ["VietnameseInputMethod"]),
        .library(name: "PinyinInputMethod", targets: ["PinyinInputMethod"]),
        .library(name: "ZhuyinInputMethod", targets: ["ZhuyinInputMethod"]),
        .library(name: "JapaneseInputMethod", targets: ["JapaneseInputMethod"]),
        .library(name: "HandwritingInputMethod", targets: ["HandwritingInputMethod"]),
        .library(name: "ChineseConversion", targets: ["ChineseConversion"]),
        .library(name: "TransformInputMethod", targets: ["TransformInputMethod"]),
        .library(name: "BuiltInInputMethods", targets: ["BuiltInInputMethods"]),
        .library(name: "Autocorrection", targets: ["Autocorrection"]),
        .library(name: "LanguageModel", targets: ["LanguageModel"]),
        .library(name: "GestureTyping", targets: ["GestureTyping"]),
        .library(name: "Typing", targets: ["Typing"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "EmojiKeyboard", targets: ["EmojiKeyboard"]),
        // Underscored: no API promise; the fuzz package (Tests/Fuzz) reaches the server's request reader through it.
        .library(name: "_LocalHTTPServer", targets: ["LocalHTTPServer"]),
        .library(name: "KeyboardDrawing", targets: ["KeyboardDrawing"]),
        // Everything an app needs in one import (as swift-collections' Collections).
        .library(name: "SoftKeyboard", targets: ["SoftKeyboard"]),
        .executable(name: "softkbd", targets: ["softkbd"]),
    ],
    targets: [
        // MARK: Core
        .target(
            name: "EditDistance",
            path: "Sources/Core/EditDistance",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "TextInputTraits",
            dependencies: ["EditDistance"],
            path: "Sources/Core/TextInputTraits",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "TextTransforms",
            path: "Sources/Core/TextTransforms",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Geometry",
            path: "Sources/Core/Geometry",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "KeyboardModel",
            dependencies: ["EditDistance", "Geometry", "TextInputTraits", "TextTransforms"],
            path: "Sources/Core/KeyboardModel",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "SourceDiagnostics",
            path: "Sources/Core/SourceDiagnostics",
            // Problems in source files as data: positions, ranges, notes, fix-its, and how they print.
            swiftSettings: swiftSettings
        ),

        .target(
            name: "LayoutFile",
            dependencies: ["EditDistance", "KeyboardModel", "TextInputTraits", "TextSegmentation", "TextTransforms", "SourceDiagnostics",
                           "DataFiles"],
            path: "Sources/Core/LayoutFile",
            exclude: ["FORMAT.md"],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "LayoutImport",
            dependencies: ["DataFiles", "EditDistance", "LayoutFile", "KeyboardModel", "TextTransforms", "TextInputTraits", "KeymanKeyboard"],
            path: "Sources/Core/LayoutImport",
            exclude: ["FORMATS.md"],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "KeymanKeyboard",
            // Keyman's .kmn keyboard programs: read with diagnostics, and run on keystrokes.
            dependencies: ["SourceDiagnostics"],
            path: "Sources/InputMethods/KeymanKeyboard",
            exclude: ["KMN.md"],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "TextSegmentation",
            path: "Sources/Text/TextSegmentation",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "BidirectionalText",
            path: "Sources/Text/BidirectionalText",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "TextEditing",
            // Geometry only from the keyboard's side: the text stack does not stand on the keyboard model.
            dependencies: ["TextInputTraits", "Geometry", "TextSegmentation", "BidirectionalText"],
            path: "Sources/Text/TextEditing",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "TextInteraction",
            dependencies: ["EditDistance", "TextEditing", "Geometry", "TextInputTraits"],
            path: "Sources/Text/TextInteraction",
            exclude: ["GESTURES.md"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DataFiles",
            path: "Sources/Support/DataFiles",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "UserData",
            dependencies: ["DataFiles"],
            path: "Sources/Support/UserData",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "InputMethodCore",
            // The plugin API: what a third-party input method links, and nothing of the text stack.
            dependencies: ["DataFiles", "UserData", "KeyboardModel", "TextInputTraits"],
            path: "Sources/InputMethods/InputMethodCore",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Typing",
            // The protocol every way of typing implements (direct typing, emoji search, prediction,
            // glide): events and a context in, edits and the bar out.
            dependencies: ["InputMethodCore", "KeyboardModel", "TextInputTraits", "Geometry"],
            path: "Sources/Engines/Typing",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "KeyboardSession",
            dependencies: ["Typing", "Emoji", "EmojiKeyboard", "UserData", "InputMethodCore", "Geometry", "KeyboardModel", "TextInputTraits", "TextEditing", "TextInteraction", "Autocorrection"],
            path: "Sources/Session/KeyboardSession",
            swiftSettings: swiftSettings
        ),

        // MARK: Input methods
        // The data each engine maps, one resource bundle per data set. Data targets are C targets
        // with a marker function only: a Swift target with resources gets an accessor that
        // imports Foundation, which would load it (about 8 MiB) into every process using an engine.
        .target(
            name: "ChineseTablesData",
            path: "Sources/InputMethods/ChineseTablesData",
            resources: [.copy("STCharacters.txt"), .copy("STPhrases.txt"), .copy("TSCharacters.txt"), .copy("NOTICE.md")]
        ),
        .target(
            name: "LexiconsData",
            path: "Sources/Engines/LexiconsData",
            // Every file of the folder but the marker: each language's .lexicon, MANIFEST.tsv, NOTICE.md.
            resources: lexiconFiles.map { .copy($0) }
        ),
        .target(
            name: "LanguageModelsData",
            path: "Sources/Engines/LanguageModelsData",
            resources: languageModelFiles.map { .copy($0) }
        ),
        .target(
            name: "EmojiData",
            path: "Sources/Engines/EmojiData",
            resources: emojiFiles.map { .copy($0) }
        ),
        .target(
            name: "HanziTemplatesData",
            path: "Sources/InputMethods/HanziTemplatesData",
            resources: [.copy("hanzi.templates"), .copy("NOTICE.md"), .copy("ARPHICPL.TXT")]
        ),
        .target(
            name: "JapaneseModelData",
            path: "Sources/InputMethods/JapaneseModelData",
            resources: [.copy("japanese.model"), .copy("NOTICE.md")]
        ),
        .target(
            name: "PinyinModelData",
            path: "Sources/InputMethods/PinyinModelData",
            resources: [.copy("pinyin.model"), .copy("NOTICE.md")]
        ),
        .target(
            name: "HangulInputMethod",
            dependencies: ["InputMethodCore"],
            path: "Sources/InputMethods/HangulInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ZhuyinModelData",
            path: "Sources/InputMethods/ZhuyinModelData",
            resources: [.copy("zhuyin.model"), .copy("NOTICE.md")]
        ),
        .target(
            name: "ZhuyinInputMethod",
            dependencies: ["ZhuyinModelData", "InputMethodCore", "KeyboardModel"],
            path: "Sources/InputMethods/ZhuyinInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "VietnameseInputMethod",
            dependencies: ["InputMethodCore"],
            path: "Sources/InputMethods/VietnameseInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PinyinInputMethod",
            dependencies: ["PinyinModelData", "InputMethodCore", "KeyboardModel"],
            path: "Sources/InputMethods/PinyinInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "JapaneseInputMethod",
            dependencies: ["JapaneseModelData", "InputMethodCore", "KeyboardModel"],
            path: "Sources/InputMethods/JapaneseInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "HandwritingInputMethod",
            dependencies: ["HanziTemplatesData", "InputMethodCore", "KeyboardModel"],
            path: "Sources/InputMethods/HandwritingInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "KeymanInputMethod",
            // Keyman keyboard programs as an input method: a plugin, off the text stack.
            dependencies: ["InputMethodCore", "KeymanKeyboard"],
            path: "Sources/InputMethods/KeymanInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TransformInputMethod",
            dependencies: ["InputMethodCore", "KeyboardModel", "TextTransforms"],
            path: "Sources/InputMethods/TransformInputMethod",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ChineseConversion",
            dependencies: ["ChineseTablesData", "DataFiles"],
            path: "Sources/InputMethods/ChineseConversion",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LanguageModel",
            // Next words and completions: the bundled n-gram models and the user's own n-grams.
            dependencies: ["Typing", "LanguageModelsData", "DataFiles", "UserData", "KeyboardModel"],
            path: "Sources/Engines/LanguageModel",
            exclude: ["FORMAT.md"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "GestureTyping",
            // Glide typing: a path drawn across the letters decoded into words.
            dependencies: ["Autocorrection", "Geometry", "KeyboardModel"],
            path: "Sources/Engines/GestureTyping",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Autocorrection",
            dependencies: ["Typing", "LanguageModel", "InputMethodCore", "LexiconsData", "DataFiles", "UserData", "KeyboardModel", "TextInputTraits", "EditDistance"],
            path: "Sources/Engines/Autocorrection",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Emoji",
            // Every emoji in keyboard order, its names and search keywords per language (CLDR), search.
            dependencies: ["EmojiData", "DataFiles", "KeyboardModel"],
            path: "Sources/Engines/Emoji",
            exclude: ["FORMAT.md"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "EmojiKeyboard",
            // The emoji keyboard's pages, recents and skin-tone choices, as keys a session shows.
            dependencies: ["Emoji", "KeyboardModel", "Geometry", "UserData", "Typing", "TextEditing", "TextInputTraits"],
            path: "Sources/Engines/EmojiKeyboard",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BuiltInInputMethods",
            dependencies: ["InputMethodCore", "HangulInputMethod", "VietnameseInputMethod", "PinyinInputMethod", "JapaneseInputMethod", "HandwritingInputMethod", "ChineseConversion", "TransformInputMethod", "KeymanInputMethod", "ZhuyinInputMethod", "KeyboardModel", "LayoutFile"],
            path: "Sources/InputMethods/BuiltInInputMethods",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "SoftKeyboard",
            // It only re-exports these.
            dependencies: ["TextInputTraits", "KeyboardModel", "LayoutFile", "TextEditing", "TextInteraction", "InputMethodCore", "KeyboardSession",
                           "BuiltInInputMethods", "Autocorrection"],
            path: "Sources/Session/SoftKeyboard",
            swiftSettings: swiftSettings
        ),

        // MARK: Tools
        .target(
            name: "SessionJSON",
            dependencies: ["KeyboardSession", "KeyboardModel", "TextInputTraits"],
            path: "Sources/Tools/SessionJSON",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Playground",
            dependencies: ["SessionJSON", "LocalHTTPServer", "KeyboardSession", "BuiltInInputMethods", "Autocorrection", "KeyboardModel", "TextEditing", "TextInputTraits", "KeyboardDrawing"],
            path: "Sources/Tools/Playground",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "HanziTemplateCompiler",
            dependencies: ["HandwritingInputMethod"],
            path: "Sources/Tools/HanziTemplateCompiler",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Evaluation",
            dependencies: ["Autocorrection", "LanguageModel", "GestureTyping", "Typing", "KeyboardModel", "JapaneseInputMethod", "PinyinInputMethod", "ZhuyinInputMethod", "HandwritingInputMethod",
                           "EditDistance"],
            path: "Sources/Tools/Evaluation",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "KeystrokeTesting",
            dependencies: ["KeyboardSession", "BuiltInInputMethods", "LayoutImport", "LayoutFile", "KeyboardModel", "TextEditing", "TextInputTraits", "EditDistance"],
            path: "Sources/Tools/KeystrokeTesting",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "KeyboardDrawing",
            dependencies: ["KeyboardModel", "TextInputTraits", "TextSegmentation", "BidirectionalText"],
            path: "Sources/Session/KeyboardDrawing",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LocalHTTPServer",
            dependencies: ["SourceDiagnostics"],
            path: "Sources/Tools/LocalHTTPServer",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CommandLineInterface",
            // Subcommands, options, help and exit codes of a command-line program (softkbd's).
            dependencies: ["EditDistance"],
            path: "Sources/Tools/CommandLineInterface",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CommandLineTool",
            dependencies: ["CommandLineInterface", "DataFiles", "Emoji", "EmojiKeyboard", "EditDistance", "BidirectionalText", "TextInputTraits", "KeyboardModel", "LayoutFile", "LayoutImport", "TextTransforms", "TextSegmentation", "TextEditing", "InputMethodCore", "BuiltInInputMethods", "PinyinInputMethod", "JapaneseInputMethod", "ZhuyinInputMethod", "HandwritingInputMethod", "TextInteraction", "KeyboardSession", "Autocorrection", "LanguageModel", "GestureTyping", "LocalHTTPServer", "SoftKeyboard", "KeyboardDrawing", "KeystrokeTesting", "Evaluation", "HanziTemplateCompiler", "Playground", "SessionJSON", "KeymanKeyboard", "KeymanInputMethod"],
            path: "Sources/Tools/CommandLineTool",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "softkbd",
            dependencies: ["CommandLineTool"],
            path: "Sources/Tools/softkbd",
            swiftSettings: swiftSettings
        ),

        // MARK: Examples
        .executableTarget(
            name: "form-traits",
            dependencies: ["TextInputTraits"],
            path: "Examples/form-traits",
            swiftSettings: swiftSettings
        ),

        .executableTarget(
            name: "terminal-editor",
            dependencies: ["KeyboardSession", "BuiltInInputMethods", "KeyboardModel", "TextEditing", "TextInputTraits", "TextInteraction", "InputMethodCore",
                           "BidirectionalText"],
            path: "Examples/terminal-editor",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "EmojiShortcodes",
            dependencies: ["InputMethodCore"],
            path: "Examples/emoji-shortcodes/Sources/EmojiShortcodes",
            swiftSettings: swiftSettings
        ),

        // MARK: Tests
        .target(
            name: "_TestSupport",
            path: "Tests/_TestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextInteractionTests",
            dependencies: ["TextInteraction", "TextEditing", "KeyboardModel", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ZhuyinInputMethodTests",
            dependencies: ["ZhuyinInputMethod", "InputMethodCore", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TypingTests",
            dependencies: ["Typing", "InputMethodCore", "KeyboardModel", "TextInputTraits"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LanguageModelTests",
            dependencies: ["LanguageModel", "UserData", "DataFiles", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GestureTypingTests",
            dependencies: ["GestureTyping", "Autocorrection", "Geometry", "KeyboardModel", "BuiltInInputMethods"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "AutocorrectionTests",
            dependencies: ["Autocorrection", "Typing", "InputMethodCore", "TextInputTraits", "UserData", "KeyboardModel", "BuiltInInputMethods", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EmojiTests",
            dependencies: ["Emoji", "DataFiles"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EmojiKeyboardTests",
            dependencies: ["EmojiKeyboard", "Emoji", "Geometry", "UserData", "Typing", "KeyboardModel", "BuiltInInputMethods"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EditDistanceTests",
            dependencies: ["EditDistance"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextInputTraitsTests",
            dependencies: ["TextInputTraits", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeyboardModelTests",
            dependencies: ["KeyboardModel", "LayoutFile", "TextInputTraits", "_TestSupport", "BuiltInInputMethods", "InputMethodCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextTransformsTests",
            dependencies: ["TextTransforms"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransformInputMethodTests",
            dependencies: ["TransformInputMethod", "InputMethodCore", "KeyboardModel", "KeyboardSession", "TextEditing", "TextInputTraits", "TextTransforms", "BuiltInInputMethods"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LayoutImportTests",
            dependencies: ["LayoutImport", "LayoutFile", "KeyboardModel", "TextTransforms", "BuiltInInputMethods", "KeymanKeyboard",
                           "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LayoutFileTests",
            dependencies: ["LayoutFile", "LayoutImport", "KeyboardModel", "TextInputTraits", "_TestSupport", "BuiltInInputMethods"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextSegmentationTests",
            dependencies: ["TextSegmentation", "_TestSupport"],
            exclude: ["UnicodeData"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BidirectionalTextTests",
            dependencies: ["BidirectionalText", "_TestSupport"],
            exclude: ["UnicodeData"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextEditingTests",
            dependencies: ["TextEditing", "BidirectionalText", "TextInputTraits", "KeyboardModel", "LayoutFile", "TextSegmentation", "_TestSupport", "BuiltInInputMethods"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "VietnameseInputMethodTests",
            dependencies: ["VietnameseInputMethod", "InputMethodCore", "BuiltInInputMethods", "TextEditing", "TextInputTraits", "KeyboardModel",
                           "KeyboardSession"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HangulInputMethodTests",
            dependencies: ["HangulInputMethod", "InputMethodCore", "BuiltInInputMethods", "TextEditing", "LayoutFile", "KeyboardModel", "KeyboardSession"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DataFilesTests",
            dependencies: ["DataFiles"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UserDataTests",
            dependencies: ["UserData", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "InputMethodCoreTests",
            dependencies: ["InputMethodCore", "KeyboardModel", "TextInputTraits", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeyboardSessionTests",
            dependencies: ["Emoji", "EmojiKeyboard", "UserData", "Autocorrection", "Typing", "KeyboardSession", "InputMethodCore", "BuiltInInputMethods", "TextEditing", "TextInteraction", "LayoutFile", "KeyboardModel", "TextInputTraits", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EmojiShortcodesTests",
            dependencies: ["EmojiShortcodes", "InputMethodCore", "KeyboardModel", "LayoutFile", "TextEditing", "BuiltInInputMethods", "KeyboardSession"],
            path: "Examples/emoji-shortcodes/Tests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HandwritingInputMethodTests",
            dependencies: ["HandwritingInputMethod", "InputMethodCore", "KeyboardModel", "_TestSupport", "BuiltInInputMethods", "KeyboardSession", "TextEditing", "TextInputTraits", "ChineseConversion"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ChineseConversionTests",
            dependencies: ["ChineseConversion"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JapaneseInputMethodTests",
            dependencies: ["JapaneseInputMethod", "InputMethodCore", "KeyboardModel", "TextEditing", "TextInputTraits", "_TestSupport", "BuiltInInputMethods", "KeyboardSession"],
            exclude: ["Data"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PinyinInputMethodTests",
            dependencies: ["PinyinInputMethod", "InputMethodCore", "KeyboardModel", "LayoutFile", "TextEditing", "_TestSupport", "BuiltInInputMethods", "KeyboardSession"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BuiltInInputMethodsTests",
            dependencies: ["BuiltInInputMethods", "InputMethodCore", "KeyboardModel", "LayoutFile", "TextEditing", "TextInputTraits", "KeyboardSession", "TextInteraction", "Geometry", "LayoutImport", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HanziTemplateCompilerTests",
            dependencies: ["HanziTemplateCompiler", "HandwritingInputMethod", "DataFiles"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeymanInputMethodTests",
            dependencies: ["KeymanInputMethod", "KeymanKeyboard", "InputMethodCore", "KeyboardModel", "LayoutFile", "LayoutImport",
                           "BuiltInInputMethods", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeymanKeyboardTests",
            dependencies: ["KeymanKeyboard", "SourceDiagnostics"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EvaluationTests",
            dependencies: ["Evaluation", "Autocorrection", "JapaneseInputMethod", "PinyinInputMethod", "HandwritingInputMethod", "Geometry"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeystrokeTestingTests",
            dependencies: ["KeystrokeTesting", "LayoutFile", "LayoutImport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeyboardDrawingTests",
            dependencies: ["KeyboardDrawing", "KeyboardModel", "Geometry"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LocalHTTPServerTests",
            dependencies: ["LocalHTTPServer", "_TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CommandLineInterfaceTests",
            dependencies: ["CommandLineInterface"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CommandLineToolTests",
            dependencies: ["CommandLineInterface", "CommandLineTool", "KeyboardDrawing", "Playground", "softkbd", "form-traits", "terminal-editor", "LayoutFile", "TextEditing", "DataFiles", "SoftKeyboard", "HandwritingInputMethod", "_TestSupport"],
            exclude: ["Snapshots", "Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
