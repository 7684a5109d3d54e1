import HangulInputMethod
import InputMethodCore
import JapaneseInputMethod
import KeyboardModel
import LayoutFile
import PinyinInputMethod
import TextInputTraits
import TextSegmentation

/// The fuzz targets by name. Each takes libFuzzer's bytes and either returns or traps: a trap
/// (a crash, or a broken invariant checked with `precondition`) is a finding.
let targets: [String: @Sendable ([UInt8]) -> Void] = [
    "json": FuzzTargets.json,
    "layout": FuzzTargets.layout,
    "segment": FuzzTargets.segment,
    "gestures": FuzzTargets.gestures,
    "pinyin": FuzzTargets.pinyin,
    "hangul": FuzzTargets.hangul,
    "japanese": FuzzTargets.japanese,
    "zhuyin": FuzzTargets.zhuyin,
    "predict": FuzzTargets.predict,
    "glide": FuzzTargets.glide,
    "handwriting": FuzzTargets.handwriting,
    "user-dictionary": FuzzTargets.userDictionary,
    "traits-html": FuzzTargets.traitsHTML,
    "android": FuzzTargets.android,
    "typing": FuzzTargets.typing,
    "cldr": FuzzTargets.cldr,
    "keyman": FuzzTargets.keyman,
    "kmn": FuzzTargets.kmn,
    "transforms": FuzzTargets.transforms,
    "keystroke-tests": FuzzTargets.keystrokeTests,
    "http-request": FuzzTargets.httpRequest,
    "emoji": FuzzTargets.emoji,
    "data": FuzzTargets.data,
]

nonisolated(unsafe) var selected: @Sendable ([UInt8]) -> Void = { _ in }

@_cdecl("softkbd_fuzz_one")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selected(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// `softkbd-fuzz TARGET [libFuzzer options and corpus folders]`.
@_cdecl("softkbd_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let argv, argc >= 2, let nameBytes = argv[1], let target = targets[String(cString: nameBytes)] else {
        print("usage: softkbd-fuzz TARGET [libFuzzer options] [CORPUS ...]\ntargets: \(targets.keys.sorted().joined(separator: ", "))")
        return 64
    }
    selected = target
    // libFuzzer sees the program name and what follows the target.
    argv[1] = argv[0]
    var count = argc - 1
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv + 1
    return runDriver(&count, &arguments, fuzzOne)
}
