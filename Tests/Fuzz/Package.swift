// swift-tools-version: 6.0
// Fuzz targets for SoftKeyboard's parsers and interpreters, run by libFuzzer (in the Swift
// toolchain). A package of its own: it builds every module with coverage instrumentation.
//
//   Tests/Fuzz/run TARGET [RUNS]     # builds, then runs TARGET from its seed corpus
//
// See README.md beside this file for the targets and what they check.
import Foundation
import PackageDescription

/// libFuzzer without its main, from the toolchain (Tests/Fuzz/run finds it and sets the variable).
let fuzzerLibrary = ProcessInfo.processInfo.environment["SOFTKBD_FUZZER_LIBRARY"] ?? "libclang_rt.fuzzer_no_main-x86_64.a"
/// AddressSanitizer unless `SOFTKBD_FUZZ_SANITIZERS=fuzzer` (Tests/Fuzz/run passes it on).
let sanitizeAddress = ProcessInfo.processInfo.environment["SOFTKBD_FUZZ_SANITIZERS"].map { $0.contains("address") } ?? true

let package = Package(
    name: "SoftKeyboardFuzz",
    dependencies: [.package(name: "SoftKeyboard", path: "../..")],
    targets: [
        .executableTarget(
            name: "softkbd-fuzz",
            dependencies: [
                .product(name: "LayoutFile", package: "SoftKeyboard"),
                .product(name: "LayoutImport", package: "SoftKeyboard"),
                .product(name: "KeymanKeyboard", package: "SoftKeyboard"),
                .product(name: "TextTransforms", package: "SoftKeyboard"),
                .product(name: "KeyboardModel", package: "SoftKeyboard"),
                .product(name: "TextInputTraits", package: "SoftKeyboard"),
                .product(name: "TextSegmentation", package: "SoftKeyboard"),
                .product(name: "TextEditing", package: "SoftKeyboard"),
                .product(name: "TextInteraction", package: "SoftKeyboard"),
                .product(name: "InputMethodCore", package: "SoftKeyboard"),
                .product(name: "HangulInputMethod", package: "SoftKeyboard"),
                .product(name: "PinyinInputMethod", package: "SoftKeyboard"),
                .product(name: "JapaneseInputMethod", package: "SoftKeyboard"),
                .product(name: "ZhuyinInputMethod", package: "SoftKeyboard"),
                .product(name: "HandwritingInputMethod", package: "SoftKeyboard"),
                .product(name: "BuiltInInputMethods", package: "SoftKeyboard"),
                .product(name: "KeyboardSession", package: "SoftKeyboard"),
                .product(name: "Autocorrection", package: "SoftKeyboard"),
                .product(name: "LanguageModel", package: "SoftKeyboard"),
                .product(name: "GestureTyping", package: "SoftKeyboard"),
                .product(name: "Typing", package: "SoftKeyboard"),
                .product(name: "_LocalHTTPServer", package: "SoftKeyboard"),
                .product(name: "Emoji", package: "SoftKeyboard"),
                .product(name: "EmojiKeyboard", package: "SoftKeyboard"),
                .product(name: "UserData", package: "SoftKeyboard"),
                .product(name: "DataFiles", package: "SoftKeyboard"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])],
            // libFuzzer without its main: the target's main picks the fuzz target, then runs it.
            linkerSettings: [.unsafeFlags((sanitizeAddress ? ["-sanitize=address"] : []) + ["-use-ld=lld", "-lstdc++", "-Xlinker",
                                                                                            fuzzerLibrary])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
