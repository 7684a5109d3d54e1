// Next-word prediction's latency and memory, with two languages enabled, in a process that
// holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-predict-bench [SENTENCES] [--languages en,fr] [--limit N]
//
// SENTENCES is a file of sentences, one a line (../shared/data/nextword/eval-dev/en.txt); without
// it, a few sentences written for this benchmark are used. Each sentence is typed one character
// at a time; after every keystroke each enabled language's predictor is asked for three
// suggestions for the text before the caret (next words after a space, completions inside a
// word), as multilingual typing asks; then again for a user whose n-gram table holds the
// sentences (learned word by word). Reports: time to ready predictors (models mapped and
// checked), per keystroke for all languages together, without and with the user's n-grams, and
// memory: peak RSS, anonymous (dirty) and file-backed resident memory, the models' file sizes.
import BenchmarkSupport
import LanguageModel

let clock = ContinuousClock()
let started = clock.now
var arguments = Array(CommandLine.arguments.dropFirst())
let limit = takeNumber("--limit", from: &arguments) ?? Int.max
var languages = ["en", "fr"]
if let index = arguments.firstIndex(of: "--languages"), index + 1 < arguments.count {
    languages = arguments[index + 1].split(separator: ",").map(String.init)
    arguments.removeSubrange(index...(index + 1))
}
nonisolated(unsafe) var predictors: [WordPredictor] = []
for language in languages {
    guard let model = try? NgramModelStore.bundled.model(for: language) else { fatalError("no next-word model for \(language)") }
    predictors.append(WordPredictor(model: model, locale: language))
}
for predictor in predictors { _ = predictor.predictions(for: PredictionQuery(textBefore: "the ", locale: predictor.locale)) }
print("ready (\(languages.joined(separator: ", ")): models mapped and checked, a first prediction): "
      + "\(fixed(milliseconds(clock.now - started), 2)) ms after main started; " + memoryFigures())
let sizes = predictors.map { "\($0.locale) \(fixed(Double($0.model.fileSize) / 1_048_576, 1)) MiB" }.joined(separator: ", ")
print("model files: \(sizes) (mapped read-only: clean pages, not dirty memory)")

nonisolated(unsafe) var sentences: [String]
if let path = arguments.first {
    guard let rows = lines(of: path) else { fatalError("cannot read \(path)") }
    sentences = rows.filter { !$0.isEmpty }
} else {
    sentences = ["Thank you for your message, I would like to see you next week.",
                 "The United States and the European Union agreed on a new trade deal.",
                 "Je suis content de vous voir, nous allons au cinéma ce soir."]
}
sentences = Array(sentences.prefix(limit))
print("\(sentences.count) sentences, \(sentences.reduce(0) { $0 + $1.count }) characters")

/// Types every sentence a character at a time, asking each predictor after every keystroke.
func typeAll(user: UserNgrams) -> (times: [Double], offered: Int) {
    var keystrokes: [Double] = []
    var offered = 0
    for sentence in sentences {
        var text = ""
        for character in sentence {
            text.append(character)
            let before = clock.now
            for predictor in predictors {
                let query = PredictionQuery(textBefore: text, locale: predictor.locale)
                offered += predictor.predictions(for: query, user: user, limit: 3).count
            }
            keystrokes.append(milliseconds(clock.now - before))
        }
    }
    return (keystrokes, offered)
}

let fresh = typeAll(user: UserNgrams())
report("per keystroke (\(languages.count) languages, 3 suggestions each)", fresh.times, target: "p99 < 1 ms", width: 56)
print("\(fresh.offered) suggestions offered")
// The same, for a user whose typing filled the n-gram table (the sentences themselves, noted
// word by word until the default capacity holds the most recent).
var user = UserNgrams()
for sentence in sentences {
    var history: [String] = []
    // Sentence stops left out: ". " would start the next sentence.
    for word in PredictionQuery(textBefore: sentence.filter { !".!?…".contains($0) } + " ", locale: languages[0]).words {
        user.note(word, after: Array(history.suffix(2)))
        history.append(word)
    }
}
let learned = typeAll(user: user)
report("per keystroke, \(user.entries.count) user n-grams", learned.times, target: "p99 < 1 ms", width: 56)
print("after the run: " + memoryFigures() + " (target: dirty ≤ 20 MiB with two languages)")
