import CommandLineInterface
import BuiltInInputMethods
@testable import CommandLineTool
import DataFiles
import SoftKeyboard
import Foundation
import LayoutFile
import Testing
import _TestSupport

/// The figures README states are the code's: each is read out of README and compared with what
/// the package has, so a layout added or a command written shows up as a failing test until
/// README says so.
@Suite("README's figures")
struct ReadmeTests {
    static let root = RepositoryPaths.root()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Every number README gives before `suffix` (`92 layouts ship` → 92), commas removed.
    static func numbers(before suffix: String) -> [Int] {
        let pattern = try! Regex("([0-9][0-9,]*)\\s+" + NSRegularExpression.escapedPattern(for: suffix).replacingOccurrences(of: " ",
                                                                                                                             with: "\\s+"))
        return readme.matches(of: pattern).compactMap { match in
            (match.output[1].substring).flatMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        }
    }

    /// README's example lines with an expected output: `softkbd ARGS  # → LINE / LINE …`
    /// (`echo TEXT | softkbd …` gives TEXT as standard input).
    static var examples: [(line: String, arguments: [String], input: String?, expected: [String])] {
        readme.split(separator: "\n").compactMap { raw in
            let line = String(raw)
            guard let arrow = line.range(of: "# → "), let start = line.range(of: "softkbd ") else { return nil }
            var input: String?
            if line.hasPrefix("echo "), let pipe = line.range(of: " | ") {
                input = words(String(line[line.index(line.startIndex, offsetBy: 5)..<pipe.lowerBound])).joined(separator: " ") + "\n"
            }
            let command = String(line[start.upperBound..<arrow.lowerBound])
            let expected = line[arrow.upperBound...].components(separatedBy: " / ")
            return (line, words(command), input, expected)
        }
    }

    /// A command line's words as a POSIX shell splits them (single and double quotes).
    static func words(_ text: String) -> [String] {
        var result: [String] = [], current = "", quote: Character?, inWord = false
        for c in text {
            if let open = quote {
                if c == open { quote = nil } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " {
                if inWord { result.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { result.append(current) }
        return result
    }

    /// Runs of white space as one space, and none at the ends.
    static func squeezed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("every example in README with an expected output prints it")
    func examples() {
        let examples = Self.examples
        #expect(examples.count >= 15)
        for example in examples {
            let (code, output) = SoftKeyboardCommand.run(example.arguments, standardInput: example.input)
            #expect(code == .success, "\(example.line): \(output.standardError)")
            let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(Self.squeezed)
            for (index, wanted) in example.expected.map(Self.squeezed).enumerated() {
                let got = index < lines.count ? lines[index] : ""
                let matches = wanted.hasSuffix("…") ? got.hasPrefix(Self.squeezed(wanted.dropLast())) : got == wanted
                #expect(matches, "\(example.line)\n  line \(index + 1): '\(got)', README: '\(wanted)'")
            }
        }
    }

    @Test("the data's size and every variable that points at it")
    func data() throws {
        var bytes = 0
        for file in DataCommand.checks.map(\.file) {
            let location = try #require(BundledData.locate(file))
            bytes += BundledData.size(of: location)
            #expect(Self.readme.contains("`\(file.variable)`"), "README names \(file.variable)")
        }
        let mebibytes = (Double(bytes) / 1_048_576 * 10).rounded() / 10
        #expect(Self.readme.contains("the emoji data (\(mebibytes) MiB)"), "the data is \(mebibytes) MiB")
    }

    @Test("the layout counts: all that ship, the AOSP conversions")
    func layouts() {
        let all = BuiltInInputMethods.catalog.layouts.count
        let shipped = Self.numbers(before: "layouts ship") + Self.numbers(before: "layouts resolves")
        #expect(shipped.count >= 2 && shipped.allSatisfy { $0 == all }, "README: \(shipped); the catalog: \(all)")
        let aosp = BundledLayouts.sources.filter { $0.path.hasPrefix("aosp/") }.count
        let converted = Self.numbers(before: "more converted from AOSP")
        #expect(converted == [aosp], "README: \(converted); Layouts/aosp: \(aosp)")
        #expect(Self.numbers(before: "device profiles") == [BuiltInInputMethods.catalog.devices.count])
    }

    @Test("the keystroke tests, validation rules and lexicon languages counted")
    func counts() throws {
        var tests = 0
        for folder in ["Layouts/tests", "Layouts/tests/generated"] {
            tests += try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".xml") }
                .map { try String(contentsOf: Self.root.appendingPathComponent("\(folder)/\($0)"),
                                  encoding: .utf8).components(separatedBy: "<test ").count - 1 }
                .reduce(0, +)
        }
        #expect(Self.numbers(before: "tests).") == [tests], "Layouts/tests holds \(tests)")
        #expect(Self.numbers(before: "named rules") == [LayoutRules.all.count])
        let folder = Self.root.appendingPathComponent("Sources/Engines/LexiconsData").path
        let lexicons = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".lexicon") }.count
        #expect(Self.numbers(before: "languages by a noisy-channel") == [lexicons])
    }

    @Test("the emoji figures: the catalog's counts, the locales, the data's size, the benchmark's table")
    func emoji() throws {
        let folder = Self.root.appendingPathComponent("Sources/Engines/EmojiData").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let locales = names.filter { $0.hasSuffix(".annotations") }.count
        var bytes = 0
        for name in names where name.hasSuffix(".annotations") || ["emoji.catalog", "NOTICE.md", "LICENSE-UNICODE.txt"].contains(name) {
            bytes += (try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0
        }
        let mebibytes = (Double(bytes) / 1_048_576 * 100).rounded() / 100
        let bullet = try #require(Self.readme.components(separatedBy: "- **Emoji** (").dropFirst().first)
        let data = try EmojiDataFigures.read()
        #expect(bullet.contains("3,655 fully-qualified, shown as 1,870 in the grid with 1,785 skin-tone forms")
                && data == (3_655, 1_870))
        #expect(bullet.contains("for \(locales) locales") && bullet.contains("into \(String(format: "%.2f", mebibytes)) MiB"),
                "README must say \(locales) locales and \(mebibytes) MiB")
        let table = try #require(Self.readme.components(separatedBy: "<!-- softkbd-emoji-bench: begin -->").dropFirst().first?
            .components(separatedBy: "<!-- softkbd-emoji-bench: end -->").first)
        #expect(table.contains("| data shipped for every language (mapped, read-only) | \(String(format: "%.2f", mebibytes)) MiB |"))
    }

    @Test("the command-line bullet names every command softkbd has")
    func commands() throws {
        let help = softkbd("--help").stdout
        let names = help.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("COMMANDS:") }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0 != "help" }
        #expect(names.count >= 16)
        let section = Self.readme.components(separatedBy: "- **`softkbd`**, the command line:").dropFirst().first
        let bullet = try #require(section?.components(separatedBy: "\n\n").first)
        for name in names { #expect(bullet.contains("`\(name)`"), "README's CLI bullet does not name '\(name)'") }
    }

    @Test("the Japanese converter's figures on the GSD sets are what it scores now")
    func japanese() throws {
        for name in ["gsd-dev", "gsd-test"] {
            let path = Self.root.appendingPathComponent("Tests/JapaneseInputMethodTests/Data/\(name).tsv").path
            let report = try #require(jsonObject(softkbd("japanese", "eval", path, "--format", "json").stdout))
            let exact = try #require(report["exactMatch"] as? Double), characters = try #require(report["characterAccuracy"] as? Double)
            let (sentences, letters) = (String(format: "%.1f", exact), String(format: "%.1f", characters))
            let line = "`\(name).tsv`: \(sentences) % of sentences exact, \(letters) % of characters"
            #expect(Self.readme.contains(line), "README should say: \(line)")
        }
    }
}

/// The catalog's counts, read through the command line (its JSON lists every base with its variants).
enum EmojiDataFigures {
    static func read() throws -> (all: Int, bases: Int) {
        let list = try #require(jsonArray(softkbd("emoji", "list", "--format", "json").stdout))
        let variants = list.reduce(0) { $0 + (($1["variants"] as? [String])?.count ?? 0) }
        return (list.count + variants, list.count)
    }
}
