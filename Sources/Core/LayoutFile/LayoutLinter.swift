import Dispatch
import KeyboardModel
import Synchronization
import TextInputTraits
import TextSegmentation

/// The checks that look at loaded layouts as keyboards: can every layer be reached and left,
/// does every keyboard type resolve and fit every device, do labels fit their keys, does the
/// layout give an input method the keys it needs. Each finding is a ``Diagnostic`` located
/// through the layout's ``LayoutProvenance``.
///
/// ```swift
/// let result = LayoutLoader.load(sources)
/// let findings = LayoutLinter.lint(result)   // in addition to result.diagnostics
/// ```
public enum LayoutLinter {
    /// Every check, run over every layout of `result`; duplicates (a part shared by several
    /// layouts) are reported once.
    ///
    /// - Complexity: resolves every layout for every keyboard type, device, orientation and
    ///   layer: O(*l* × *t* × *d* × *k*²) for *k* keys per keyboard.
    /// - Parameter files: when given, only layouts whose own file is one of these are checked.
    public static func lint(_ result: LayoutLoader.Result, files: Set<String>? = nil) -> [Diagnostic] {
        let catalog = result.catalog
        let layouts = catalog.sortedLayouts.filter { layout in
            guard let provenance = result.provenance[layout.id] else { return false }
            return files?.contains(provenance.file) ?? true
        }
        // Layouts are checked apart from one another, on every core; their findings are merged
        // in the layouts' order and sorted, so the output does not depend on the scheduling.
        let findings = Mutex([[Diagnostic]](repeating: [], count: layouts.count))
        DispatchQueue.concurrentPerform(iterations: layouts.count) { index in
            let layout = layouts[index]
            guard let provenance = result.provenance[layout.id] else { return }
            var collector = DiagnosticCollector()
            let context = Context(layout: layout, provenance: provenance, catalog: catalog, strings: result.strings,
                                  inputMethods: result.inputMethods, fitCache: FitCache())
            context.checkEveryKeyboard(into: &collector)
            context.checkReachability(into: &collector)
            context.checkLocaleWords(into: &collector)
            context.checkDuplicateCharacters(into: &collector)
            context.checkDirection(into: &collector)
            context.checkInputMethodKeys(into: &collector)
            let found = collector.diagnostics
            findings.withLock { $0[index] = found }
        }
        var collector = DiagnosticCollector()
        for found in findings.withLock({ $0 }) { for diagnostic in found { collector.report(diagnostic) } }
        var seen = Set<Diagnostic>()
        return collector.sorted.filter { seen.insert($0).inserted }
    }

    /// The minimum key size a finger can hit, by idiom (points).
    static let minimumKeySize: [DeviceProfile.Idiom: Size] = [.phone: Size(width: 20, height: 30), .tablet: Size(width: 36, height: 40)]
    /// The smallest font a key label shrinks to, by idiom (points).
    static let minimumFontSize: [DeviceProfile.Idiom: Double] = [.phone: 10, .tablet: 14]

    struct Context {
        let layout: KeyboardLayout
        let provenance: LayoutProvenance
        let catalog: KeyboardCatalog
        let strings: KeyboardStringsTable
        let inputMethods: [InputMethodID: InputMethodRequirements]
        /// Label fits already estimated in this run: the same labels meet the same key widths
        /// on hundreds of keyboards.
        let fitCache: FitCache
        /// Whether each layer leads back to the letters: asked for every keyboard, answered once.
        let reachesLetters = Memo<[Layer.ID: Bool]>([:])
        /// The blueprints resolved so far, by what decides them (see ``checkEveryKeyboard(into:)``).
        let blueprints = Memo<[Shape: KeyboardBlueprint]>([:])
        /// Tablet arrangements of layers, by layout, layer and number row: the bottom-row
        /// variants of a layer arrange it alike.
        let arrangements = Memo<[String: Layer]>([:])

        /// The bottom row each type shows on each layer, by idiom (the catalog's `bottomRowKind`).
        let bottomRows = Memo<[BottomKey: KeyboardLayout.BottomRowKind]>([:])

        /// What the geometry checks read of each shape's keys.
        let measured = Memo<[Shape: Facts]>([:])

        var devices: [DeviceProfile] {
            catalog.sortedDevices.filter { layout.supportedDevices?.contains($0.id) ?? true }
        }

        func keyRange(_ id: Key.ID) -> SourceRange { provenance.keyRange(id) ?? provenance.id }
        func layerRange(_ id: Layer.ID) -> SourceRange { provenance.layerRange(id) ?? provenance.id }

        /// The layer whose rows the model holds for a shown layer (derived shift layers use
        /// the letters' rows).
        func sourceLayer(_ id: Layer.ID) -> Layer.ID {
            if layout.layers[id] != nil { return id }
            if id == .capsLock, layout.layers[.shifted] != nil { return .shifted }
            return .letters
        }

        /// The layers a layer's keys switch to (mode keys by the layer's kind).
        func targets(of id: Layer.ID) -> Set<Layer.ID> {
            guard let layer = layout.layers[id] else { return [] }
            var result = Set<Layer.ID>()
            var items = layer.rows.flatMap(\.items)
            if items.contains(.bottomRow) {
                for row in layout.bottomRows.values { items += row.items }
            }
            for case .key(let keyID) in items {
                switch layout.key(keyID)?.action {
                case .switchLayer(let target)?: result.insert(target)
                case .modeSwitch?: result.formUnion(layer.kind == .letters ? [.numbers, .namePhonePad] : [.letters])
                case .shift?: result.formUnion([.shifted, .capsLock])
                default: break
                }
            }
            return result
        }

        func canReachLetters(from id: Layer.ID) -> Bool {
            if let known = reachesLetters.value[id] { return known }
            let answer = searchLetters(from: id)
            reachesLetters.value[id] = answer
            return answer
        }

        private func searchLetters(from id: Layer.ID) -> Bool {
            var seen: Set<Layer.ID> = [id], queue = [id]
            while let next = queue.popLast() {
                for target in targets(of: sourceLayer(next)) where seen.insert(target).inserted {
                    if target == .letters { return true }
                    queue.append(target)
                }
            }
            return false
        }

        /// Every defined layer can be reached from `letters` or is where a keyboard type opens.
        func checkReachability(into collector: inout DiagnosticCollector) {
            let entries: [Layer.ID] = [.letters, .numbers, .numberPad, .decimalPad, .phonePad, .namePhonePad]
            var seen = Set(entries), queue = entries
            while let next = queue.popLast() {
                for target in targets(of: next) where seen.insert(target).inserted { queue.append(target) }
            }
            for id in layout.layers.keys.sorted() where !seen.contains(id) {
                collector.report(.unreachableLayer,
                                 "layer '\(id)' cannot be reached: no key switches to it and no keyboard type opens on it",
                    at: layerRange(id))
            }
        }

        /// The locale has its own words for the return key types and the space bar (a keyboard
        /// of no language, `und`, shows the words of the keyboard before it).
        func checkLocaleWords(into collector: inout DiagnosticCollector) {
            let language = layout.locale.normalisedLocale.split(separator: "-").first.map(String.init) ?? ""
            guard language != "en", language != "und" else { return }
            let own = strings.localizedStrings(for: layout.locale)
            let fromLayout = layout.strings
            // Words the data records as having no translation are known, not forgotten.
            let known = own.untranslated.union(fromLayout.untranslated)
            var missing: [String] = []
            if own.returnKey[.default] == nil && fromLayout.returnKey[.default] == KeyboardStrings.english.returnKey[.default]
                && !known.contains("return") {
                missing.append("return")
            }
            if own.space == nil && fromLayout.space == KeyboardStrings.english.space && !known.contains("space") { missing.append("space") }
            let types = ReturnKeyType.allCases.filter { $0 != .default && $0 != .google && $0 != .yahoo && !known.contains($0.name) }
            let englishTypes = types.filter { own.returnKey[$0] == nil && fromLayout.returnKey[$0] == $0.englishTitle }
            if !missing.isEmpty {
                collector.report(.missingLocaleWord,
                                 "locale '\(layout.locale)' has no word for the \(missing.joined(separator: " and ")) key; English shows",
                    at: provenance.id)
            }
            if !englishTypes.isEmpty {
                collector.report(.missingLocaleWord,
                    "locale '\(layout.locale)' has no return key title for \(englishTypes.map(\.name).joined(separator: ", ")); they " +
                    "fall back to English",
                    at: provenance.id)
            }
        }

        /// No character is typed by two keys of one layer.
        func checkDuplicateCharacters(into collector: inout DiagnosticCollector) {
            for (layerID, layer) in layout.layers.sorted(by: { $0.key < $1.key }) {
                var seen: [String: Key.ID] = [:]
                for (rowIndex, row) in layer.rows.enumerated() {
                    for (index, item) in row.items.enumerated() {
                        guard case .key(let id) = item, let key = layout.key(id), case .input(let output) = key.action else { continue }
                        if let first = seen[output] {
                            let range = provenance.rowItemRange(layer: layerID, row: rowIndex, item: index) ?? keyRange(id)
                            collector.report(.duplicateCharacter,
                                             "'\(output)' is typed by both '\(first)' and '\(id)' on layer '\(layerID)'", at: range)
                        } else {
                            seen[output] = id
                        }
                    }
                }
            }
        }

        /// Right-to-left scripts say so.
        func checkDirection(into collector: inout DiagnosticCollector) {
            let rtl = KeyboardLayout.rightToLeftScripts.contains(layout.script)
            if rtl && (provenance.direction == nil || layout.direction != .rightToLeft) {
                collector.report(.missingDirection,
                                 "script '\(layout.script)' is written right to left; the layout must say \"direction\": \"rtl\"",
                    at: provenance.direction ?? provenance.script ?? provenance.id)
            }
        }

        /// The input method finds the keys it needs.
        func checkInputMethodKeys(into collector: inout DiagnosticCollector) {
            guard let method = layout.inputMethod, let requirements = inputMethods[method],
                  !requirements.requiredOutputs.isEmpty || !requirements.oneOfOutputs.isEmpty else { return }
            var typed = Set<String>()
            for (layerID, layer) in layout.layers {
                for case .key(let id) in layer.rows.flatMap(\.items) {
                    guard let key = layout.key(id), case .input(let output) = key.action else { continue }
                    typed.insert(output)
                    typed.formUnion(key.longPress)
                    typed.formUnion(key.flicks.values)
                    typed.formUnion(key.multiTap)
                    if layerID == .letters
                        && layout.layers[.shifted] == nil { typed.insert(key.shifted ?? shiftedForm(of: output, locale: layout.locale)) }
                }
            }
            let missing = requirements.requiredOutputs.filter { !typed.contains($0) }
            if !missing.isEmpty {
                collector.report(.inputMethodKeys,
                                 "input method '\(method)' needs keys the layout lacks: " +
                                 "\(missing.map { "'\($0)'" }.joined(separator: " "))",
                    at: provenance.inputMethod ?? provenance.id)
            }
            let sets = requirements.oneOfOutputs
            if !sets.isEmpty, !sets.contains(where: { $0.allSatisfy(typed.contains) }) {
                // Name what the nearest set lacks.
                let nearest = sets.min { $0.filter { !typed.contains($0) }.count < $1.filter { !typed.contains($0) }.count } ?? []
                let lacking = nearest.filter { !typed.contains($0) }
                collector.report(.inputMethodKeys,
                    "input method '\(method)' needs one of its key sets; the nearest lacks " +
                    "\(lacking.map { "'\($0)'" }.joined(separator: " "))",
                    at: provenance.inputMethod ?? provenance.id)
            }
        }

        func format(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
    }
}

/// A value one lint of one layout fills in as it goes.
final class Memo<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The label-fit estimates of one lint run.
final class FitCache {
    struct Key: Hashable {
        var label: String
        var width: Double
        var height: Double
        var idiom: DeviceProfile.Idiom
    }
    var results: [Key: Bool] = [:]
}
