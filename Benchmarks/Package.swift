// swift-tools-version: 6.0
// Benchmarks for SoftKeyboard, in a package of their own so the library stays small.
// Run from the repository root:  swift run -c release --package-path Benchmarks softkbd-bench
import PackageDescription

let package = Package(
    name: "SoftKeyboardBenchmarks",
    dependencies: [.package(name: "SoftKeyboard", path: "..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "softkbd-bench",
            dependencies: [
                .product(name: "LayoutFile", package: "SoftKeyboard"),
                .product(name: "KeyboardModel", package: "SoftKeyboard"),
                .product(name: "TextInputTraits", package: "SoftKeyboard"),
                .product(name: "TextEditing", package: "SoftKeyboard"),
                .product(name: "TextInteraction", package: "SoftKeyboard"),
                .product(name: "TextSegmentation", package: "SoftKeyboard"),
                .product(name: "InputMethodCore", package: "SoftKeyboard"),
                .product(name: "KeyboardSession", package: "SoftKeyboard"),
                .product(name: "BuiltInInputMethods", package: "SoftKeyboard"),
            ]
        ),
        // Autocorrection with every language in use, beside the layout catalog it takes geometry from.
        .executableTarget(
            name: "softkbd-autocorrect-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "Autocorrection", package: "SoftKeyboard"),
                           .product(name: "DataFiles", package: "SoftKeyboard"),
                           .product(name: "BuiltInInputMethods", package: "SoftKeyboard"),
                           .product(name: "KeyboardModel", package: "SoftKeyboard")]
        ),
        // The emoji keyboard and its search, beside the layout catalog it is resolved from.
        .executableTarget(
            name: "softkbd-emoji-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "Emoji", package: "SoftKeyboard"),
                           .product(name: "EmojiKeyboard", package: "SoftKeyboard"),
                           .product(name: "DataFiles", package: "SoftKeyboard"),
                           .product(name: "BuiltInInputMethods", package: "SoftKeyboard"),
                           .product(name: "KeyboardModel", package: "SoftKeyboard"),
                           .product(name: "TextInputTraits", package: "SoftKeyboard")]
        ),
        // The pinyin engine alone, so its peak memory is the engine's (not the layouts').
        .executableTarget(
            name: "softkbd-pinyin-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "PinyinInputMethod", package: "SoftKeyboard"),
                           .product(name: "InputMethodCore", package: "SoftKeyboard")]
        ),
        // The Japanese input method alone, so its memory is the method's.
        .executableTarget(
            name: "softkbd-japanese-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "JapaneseInputMethod", package: "SoftKeyboard"),
                           .product(name: "InputMethodCore", package: "SoftKeyboard")]
        ),
        // The zhuyin input method alone (both key modes), so its memory is the method's.
        .executableTarget(
            name: "softkbd-zhuyin-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "ZhuyinInputMethod", package: "SoftKeyboard"),
                           .product(name: "InputMethodCore", package: "SoftKeyboard")]
        ),
        // Next-word prediction with two languages enabled, so its memory is the models'.
        .executableTarget(
            name: "softkbd-predict-bench",
            dependencies: ["BenchmarkSupport", .product(name: "LanguageModel", package: "SoftKeyboard")]
        ),
        // Keyman .kmn programs: reading one, and keystrokes through its rules.
        .executableTarget(
            name: "softkbd-keyman-bench",
            dependencies: ["BenchmarkSupport", .product(name: "KeymanKeyboard", package: "SoftKeyboard"),
                           .product(name: "KeymanInputMethod", package: "SoftKeyboard"),
                           .product(name: "LayoutImport", package: "SoftKeyboard"),
                           .product(name: "LayoutFile", package: "SoftKeyboard"),
                           .product(name: "BuiltInInputMethods", package: "SoftKeyboard"),
                           .product(name: "KeyboardModel", package: "SoftKeyboard"),
                           .product(name: "InputMethodCore", package: "SoftKeyboard")]
        ),
        // The handwriting recognizer alone.
        .executableTarget(
            name: "softkbd-handwriting-bench",
            dependencies: ["BenchmarkSupport",
                           .product(name: "HandwritingInputMethod", package: "SoftKeyboard")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
