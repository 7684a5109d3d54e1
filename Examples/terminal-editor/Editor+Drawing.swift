import InputMethodCore
import TextInteraction
import KeyboardModel
import KeyboardSession
import TextEditing
import BidirectionalText

/// The screen, drawn from the session's state: the form, the bar (the edit menu, candidates,
/// suggestions or follow-ons), the keyboard at its keys' frames (or the expanded candidates),
/// and two status lines. Styled output uses ANSI attributes; plain output (scripts, tests)
/// marks the caret `|`, a selection `⟨…⟩` and a composition in words.
extension Editor {
    /// The screen as lines of text with ANSI attributes (`styled`) or plain.
    func render(styled: Bool) -> [String] {
        if isExpanded { loadCandidates(height: keyboardLines) }
        let state = session.state
        guard let keyboard = state.keyboard else { return ["no keyboard: \(state.problem.map { "\($0)" } ?? "none")"] }
        let needed = Int((keyboard.size.width / 8).rounded(.up))
        guard columns >= needed else {
            map = Map()
            return Self.wrapped("The terminal is \(columns) columns wide; this keyboard needs \(needed). Widen the window, or press " +
                                "Ctrl-Q to quit.",
                                width: columns)
        }
        map = Map()
        map.keyboardScale = Self.scale(for: keyboard, columns: columns)
        let keyLines = Self.lines(of: keyboard)
        let formRows = max(1, rows - keyLines.count - 3)
        var lines: [String] = []
        // The form: the fields from the first visible one, as many as fit (scrolled so the
        // focused field shows, and as many fields above it as the terminal has room for).
        scroll(toShow: focused, in: formRows, styled: styled)
        var index = firstVisible
        while index < fields.count, lines.count < formRows {
            let label = (index == focused ? "▸ " : "  ") + fields[index].label
            let padded = label + String(repeating: " ", count: max(0, Self.labelWidth - label.count))
            for (number, line) in text(of: index, styled: styled).enumerated() where lines.count < formRows {
                map.fields[lines.count] = (index, line.y, line.xs)
                lines.append((number == 0 ? padded : String(repeating: " ", count: Self.labelWidth)) + line.text)
            }
            index += 1
        }
        while lines.count < formRows { lines.append("") }
        var barCells = Self.cells(of: bar(state, row: lines.count), width: columns)
        // The keyboard, a line per row of keys, or the expanded candidates in its place.
        map.keyboardTop = lines.count + 1
        if isExpanded {
            lines.append(barCells.joined())
            lines += expanded(state.candidates, firstRow: lines.count, height: keyLines.count)
        } else {
            var grid: [(cells: [String], inverse: Range<Int>?)] = []
            for (number, line) in keyLines.enumerated() {
                map.keyboard[map.keyboardTop + number] = line.y
                grid.append(draw(line.keys, labelled: line.labelled, highlighted: state.highlightedKey ?? lastKey))
            }
            if let alternates = state.alternates { overlay(alternates, on: &grid, bar: &barCells) }
            lines.append(barCells.joined())
            lines += grid.map { Self.joined($0.cells, inverse: styled ? $0.inverse : nil) }
        }
        // The layer says shift and caps lock too (letters, shifted, capsLock).
        var status = "\(keyboard.layoutID) · \(keyboard.keyboardType.name) · \(state.layer) · \(orientation.rawValue)"
        if let returnKey = state.returnKey { status += " · return '\(returnKey.label)'\(returnKey.isEnabled ? "" : " (disabled)")" }
        lines.append(status)
        lines.append(notice.isEmpty ? "Tab: field · ^G: globe · ^R: rotate · ↓ Esc: candidates · 1–9: pick · ^Q: quit" : notice)
        return lines.map { Self.clipped($0, width: columns) }
    }

    /// The keyboard's height in terminal lines (the expanded candidates take as many).
    var keyboardLines: Int { session.state.keyboard.map { Self.lines(of: $0).count } ?? 4 }

    /// Scrolls the form in terminal lines: the focused field on screen, and from the top as many
    /// fields as fit above it (a keyboard's height in phone points says nothing about a terminal).
    func scroll(toShow field: Int, in lines: Int, styled: Bool) {
        let heights = fields.indices.map { text(of: $0, styled: styled).count }
        func span(_ first: Int) -> Int { heights[first...field].reduce(0, +) }
        var first = min(firstVisible, field)
        while first < field, span(first) > lines { first += 1 }
        while first > 0, span(first - 1) <= lines { first -= 1 }
        firstVisible = first
    }

    /// A line cut to `width` cells (ANSI sequences kept, not counted), so nothing wraps.
    static func clipped(_ line: String, width: Int) -> String {
        var result = "", used = 0, inEscape = false, cut = false
        for character in line {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            let cells = MonospaceLayout.cellWidth(of: String(character))
            if used + cells > width { cut = true; continue }
            result.append(character)
            used += cells
        }
        return cut && line.contains("\u{1B}") ? result + "\u{1B}[0m" : result
    }

    /// Words wrapped into lines of at most `width` cells.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    // MARK: The text

    /// A field's text as the text layout breaks it into lines: each line's cells, the y of
    /// the line and the x each cell stands for (text-layout points, for the mouse). The caret,
    /// the selection, the composition (underlined) and, when styled, unknown words are marked.
    func text(of index: Int, styled: Bool) -> [(text: String, y: Double?, xs: [Double])] {
        let container = fields[index].container
        let isFocused = index == focused
        let layout = textLayout
        if container.isSecure {
            let shown = container.displayText
            return [(shown + (isFocused ? (styled ? "▌" : "|") : ""), nil, [])]
        }
        let selection = container.selectedRange
        let marked = container.markedRange
        let misspelled = styled && isFocused ? session.misspelledWords() : []
        let utf16 = Array(container.text.utf16)
        var result: [(text: String, y: Double?, xs: [Double])] = []
        let lines = layout.lineRanges(in: container.storage)
        for (number, line) in lines.enumerated() {
            // Each character as a unit with the marks before it (caret, selection edges), in
            // logical order; drawn in visual order below.
            var units: [Unit] = []
            var pending = "", pendingXs: [Double] = [], x = 0.0
            func mark(_ text: String) { pending += text; pendingXs.append(x) }
            var offset = line.lowerBound
            let characters = String(decoding: utf16[line], as: UTF16.self)
            for character in characters {
                if isFocused {
                    if offset == selection.lowerBound { mark(selection.isEmpty ? (styled ? "▌" : "|") : (styled ? "" : "⟨")) }
                    if offset == selection.upperBound, !selection.isEmpty, !styled { mark("⟩") }
                }
                let width = Double(MonospaceLayout.cellWidth(of: String(character))) * layout.cellWidth
                var attributes: [String] = []
                if styled && isFocused && selection.contains(offset) { attributes.append("7") }
                if styled && (marked?.contains(offset) ?? false) { attributes.append("4") }
                if styled && misspelled.contains(where: { $0.contains(offset) }) { attributes.append("4;58;5;196") }
                let drawn = character.isNewline ? " " : String(character)
                var xs: [Double] = []
                for _ in 0..<MonospaceLayout.cellWidth(of: String(character)) { xs.append(x + width / 2) }
                let glyph = attributes.isEmpty ? drawn : "\u{1B}[\(attributes.joined(separator: ";"))m\(drawn)\u{1B}[0m"
                units.append(Unit(character: character, marks: pending, markXs: pendingXs, glyph: glyph, xs: xs))
                pending = ""
                pendingXs = []
                x += width
                offset += character.utf16.count
            }
            // The end of the line: a caret or a selection's edge there (one at a wrap point
            // belongs to the next line).
            if isFocused, caretEndsLine(offset, lines, number) {
                if selection.isEmpty, selection.lowerBound == offset { mark(styled ? "▌" : "|") }
                if !styled, !selection.isEmpty, selection.lowerBound == offset { mark("⟨") }
                if !styled, !selection.isEmpty, selection.upperBound == offset { mark("⟩") }
            }
            var (cells, xs) = Self.visual(units, end: (pending, pendingXs))
            if let marked, !styled, !marked.isEmpty, marked.upperBound > line.lowerBound, marked.upperBound <= line.upperBound {
                cells += "  (composing: \(container.markedText ?? ""))"
            }
            result.append((cells, Double(number) * layout.lineHeight + layout.lineHeight / 2, xs))
        }
        return result
    }

    /// One character of a line as drawn: the marks before it (caret, selection edges) and its
    /// cells, each with the x (text-layout points) it stands for.
    struct Unit {
        var character: Character
        var marks: String
        var markXs: [Double]
        var glyph: String
        var xs: [Double]
    }

    /// A line's units in the order a reader sees them (the Unicode Bidirectional Algorithm's,
    /// as `BidirectionalText` computes it): right-to-left runs reversed, each right-to-left
    /// character with its marks on its right (a caret before it in the text stands after it on
    /// screen) and its bracket mirrored; the marks at the line's end at the paragraph's end.
    static func visual(_ units: [Unit], end: (text: String, xs: [Double])) -> (cells: String, xs: [Double]) {
        let scalars = units.flatMap { Array($0.character.unicodeScalars) }
        let paragraph = BidiParagraph(scalars, direction: nil)
        guard paragraph.resolvedLevels.contains(where: { $0 % 2 == 1 }) else {
            return (units.map { $0.marks + $0.glyph }.joined() + end.text, units.flatMap { $0.markXs + $0.xs } + end.xs)
        }
        // Each scalar's unit, so the runs (by scalar) map back to characters.
        var unitOf: [Int] = []
        for (index, unit) in units.enumerated() { unitOf += Array(repeating: index, count: unit.character.unicodeScalars.count) }
        var cells = "", xs: [Double] = []
        for run in paragraph.visualRuns(ofLine: 0..<scalars.count) {
            var indices: [Int] = []
            for scalar in run.range where indices.last != unitOf[scalar] { indices.append(unitOf[scalar]) }
            let isRightToLeft = run.level % 2 == 1
            for index in isRightToLeft ? indices.reversed() : indices {
                let unit = units[index]
                guard isRightToLeft else {
                    cells += unit.marks + unit.glyph
                    xs += unit.markXs + unit.xs
                    continue
                }
                var glyph = unit.glyph
                if unit.character.unicodeScalars.count == 1, let scalar = unit.character.unicodeScalars.first,
                   let mirror = BidiProperties.mirrored(scalar) {
                    glyph = glyph.replacingOccurrences(of: String(unit.character), with: String(Character(mirror)))
                }
                cells += glyph + unit.marks
                xs += unit.xs + unit.markXs
            }
        }
        return paragraph.baseLevel % 2 == 1 ? (end.text + cells, end.xs + xs) : (cells + end.text, xs + end.xs)
    }

    /// Whether a caret at the end of line `index` is drawn there: on the last line, or where
    /// the line ends with a line break (a caret at a wrap point belongs to the next line).
    func caretEndsLine(_ offset: Int, _ lines: [Range<Int>], _ index: Int) -> Bool {
        offset == lines[index].upperBound && (index == lines.count - 1 || lines[index + 1].lowerBound != offset)
    }

    // MARK: The bar and the expanded view

    /// The bar: the edit menu while it shows, else candidates (with ▾ when there are more),
    /// the suggestion bar, or follow-ons.
    func bar(_ state: KeyboardSession.State, row: Int) -> String {
        var bar = ""
        func item(_ text: String, _ pick: @escaping () -> Void) {
            let text = Self.visual(text)
            let start = Self.width(of: bar) + 1
            bar += " " + text + " "
            map.items.append((row, start..<(start + Self.width(of: text)), pick))
        }
        let time = self.time
        if let menu = state.menu {
            for entry in menu { item("‹\(Self.menuTitles[entry] ?? entry.rawValue)›") { self.session.perform(entry, time: time) } }
        } else if let replacements = state.replacements {
            if replacements.isEmpty { bar += " " + KeyboardSession.noReplacementsTitle }
            for (number, word) in replacements.enumerated() { item("‹\(word)›") { self.session.selectReplacement(number, time: time) } }
        } else if isExpanded {
            let count = pages(state.candidates, width: columns, height: keyboardLines).count
            item("▴ close") { self.isExpanded = false }
            item("◂") { self.turnPage(by: -1) }
            bar += "page \(page + 1) of \(count)\(state.hasMoreCandidates ? "+" : "")"
            item("▸") { self.turnPage(by: 1) }
        } else if let search = state.emojiSearch {
            // The emoji search: its query, then what it found, numbered (digits pick).
            bar += " 🔍 " + Self.visual(search.query.isEmpty ? search.placeholder : search.query) + " ·"
            for (number, result) in search.results.prefix(9).enumerated() {
                let text = "\(number + 1) \(result.emoji)"
                guard Self.width(of: bar) + Self.width(of: text) + 4 <= columns else { break }
                item(text) { self.session.selectEmojiResult(number) }
            }
        } else if !state.candidates.isEmpty {
            var shown = 0
            for (number, candidate) in state.candidates.prefix(9).enumerated() {
                let text = "\(number + 1) \(candidate.text)"
                guard Self.width(of: bar) + Self.width(of: text) + 6 <= columns else { break }
                item(text) { self.session.selectCandidate(number) }
                shown += 1
            }
            if shown < state.candidates.count || state.hasMoreCandidates { item("▾") { self.isExpanded = true; self.page = 0 } }
        } else if !state.suggestions.isEmpty {
            for (number,
                 suggestion) in state.suggestions.enumerated() { item(suggestion.description) { self.session.selectSuggestion(number) } }
        } else if !state.followOns.isEmpty {
            for (number, followOn) in state.followOns.prefix(9).enumerated() { item(followOn) { self.session.selectFollowOn(number) } }
        }
        return bar
    }

    static let menuTitles: [MenuItem: String] = [.select: "Select", .selectAll: "Select All", .cut: "Cut", .copy: "Copy", .paste: "Paste",
                                                 .replace: "Replace…"]

    /// Candidates packed into pages of `height` lines of `width` cells; the first nine of each
    /// page numbered 1 to 9 (the digit keys pick them). `number` is the candidate's index.
    func pages(_ candidates: [Candidate], width: Int, height: Int) -> [[[(number: Int, text: String)]]] {
        var pages: [[[(number: Int, text: String)]]] = [[[]]]
        var used = 0, onPage = 0
        for (number, candidate) in candidates.enumerated() {
            func label(_ position: Int) -> String { position < 9 ? "\(position + 1) \(candidate.text)" : candidate.text }
            var text = label(onPage)
            if used + Self.width(of: text) + 2 > width, !(pages[pages.count - 1].last?.isEmpty ?? true) {
                if pages[pages.count - 1].count == height {
                    pages.append([])
                    onPage = 0
                    text = label(0)
                }
                pages[pages.count - 1].append([])
                used = 0
            }
            pages[pages.count - 1][pages[pages.count - 1].count - 1].append((number, text))
            used += Self.width(of: text) + 2
            onPage += 1
        }
        return pages
    }

    /// The candidate a digit key picks: the bar's numbered one, or the expanded page's.
    func candidate(numbered digit: Int) -> Int? {
        let state = session.state
        guard (1...9).contains(digit), !state.candidates.isEmpty, state.menu == nil, state.replacements == nil else { return nil }
        guard isExpanded else { return digit - 1 < min(9, state.candidates.count) ? digit - 1 : nil }
        let all = pages(state.candidates, width: columns, height: keyboardLines)
        let shown = all.indices.contains(page) ? all[page].flatMap { $0 } : []
        return shown.indices.contains(digit - 1) ? shown[digit - 1].number : nil
    }

    /// Candidates enough for the expanded view's page: reaching the last page loads more from
    /// the input method.
    func loadCandidates(height: Int) {
        var count = pages(session.state.candidates, width: columns, height: height).count
        while page >= count - 1, session.state.hasMoreCandidates {
            let before = session.state.candidates.count
            session.loadMoreCandidates()
            guard session.state.candidates.count > before else { break }
            count = pages(session.state.candidates, width: columns, height: height).count
        }
        page = min(page, count - 1)
    }

    /// The expanded candidate view in the keyboard's place: one page of candidates.
    func expanded(_ candidates: [Candidate], firstRow: Int, height: Int) -> [String] {
        let all = pages(candidates, width: columns, height: height)
        page = min(page, all.count - 1)
        var lines: [String] = []
        for line in all[page] {
            var text = ""
            for (number, candidate) in line {
                let start = Self.width(of: text) + 1
                text += " " + Self.visual(candidate) + " "
                let row = firstRow + lines.count
                map.items.append((row, start..<(start + Self.width(of: candidate)),
                                  { self.session.selectCandidate(number); self.isExpanded = false }))
            }
            lines.append(text)
        }
        while lines.count < height { lines.append("") }
        return lines
    }

    // MARK: The keyboard

    /// The cells a frame takes on screen: its left and right edges scaled to columns.
    func cells(of frame: Rect) -> Range<Int> {
        let start = max(0, Int((frame.x * map.keyboardScale).rounded())),
            end = min(columns, Int((frame.maxX * map.keyboardScale).rounded()))
        return start..<max(start, end)
    }

    /// One line of keys: a box per key at its frame's columns (its label on the line through
    /// its middle), and the highlighted key's cells.
    func draw(_ keys: [ResolvedKey], labelled: Set<Int>, highlighted: Key.ID?) -> (cells: [String], inverse: Range<Int>?) {
        var line = [String](repeating: " ", count: columns)
        var highlight: Range<Int>?
        for (index, key) in keys.enumerated() {
            let span = cells(of: key.frame)
            guard span.count >= 2 else { continue }
            box(labelled.contains(index) ? key.isEnabled ? key.label : "(\(key.label))" : "", in: span, on: &line)
            if key.id == highlighted { highlight = span }
        }
        return (line, highlight)
    }

    /// The keyboard's lines: one per row of keys, more for a taller row (a handwriting pad's), each
    /// with the y it stands for and the keys it crosses (a key two rows tall is on both; its
    /// label on the line nearest its middle).
    static func lines(of keyboard: ResolvedKeyboard) -> [(y: Double, keys: [ResolvedKey], labelled: Set<Int>)] {
        let rows = Dictionary(grouping: keyboard.keys, by: \.row).sorted { $0.key < $1.key }
        let unit = rows.compactMap { $0.value.map(\.frame.height).min() }.min() ?? 1
        var ys: [Double] = []
        for (_, keys) in rows {
            let top = keys.map(\.frame.y).min() ?? 0, height = keys.map(\.frame.height).min() ?? unit
            let count = max(1, Int((height / max(unit, 1)).rounded()))
            ys += (0..<count).map { top + height * (Double($0) + 0.5) / Double(count) }
        }
        // Each key's label goes on the line nearest its middle.
        var labelLine: [Int: Int] = [:]
        for (index, key) in keyboard.keys.enumerated() {
            let middle = key.frame.y + key.frame.height / 2
            labelLine[index] = ys.indices.min { abs(ys[$0] - middle) < abs(ys[$1] - middle) }
        }
        return ys.enumerated().map { number, y in
            var keys: [ResolvedKey] = [], labelled: Set<Int> = []
            for (index, key) in keyboard.keys.enumerated() where key.frame.y <= y && y <= key.frame.maxY {
                if labelLine[index] == number { labelled.insert(keys.count) }
                keys.append(key)
            }
            return (y, keys, labelled)
        }
    }

    /// Columns per point: the letters' pitch a whole number of cells, so every column of keys
    /// is as wide as the next (a 12-key Thai row as even as a 10-key one), within the terminal.
    static func scale(for keyboard: ResolvedKeyboard, columns: Int) -> Double {
        let full = Double(columns) / keyboard.size.width
        // The commonest distance between neighbouring keys' left edges: the letter pitch.
        var counts: [Int: Int] = [:]
        for (_, keys) in Dictionary(grouping: keyboard.keys, by: \.row) {
            let xs = keys.map(\.frame.x).sorted()
            for (a, b) in zip(xs, xs.dropFirst()) { counts[Int((b - a) * 10), default: 0] += 1 }
        }
        guard let pitch = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }).map({ Double($0.key) / 10 }),
              pitch > 0 else { return full }
        let cellsPerPitch = (pitch * full).rounded(.down)
        return cellsPerPitch >= 3 ? cellsPerPitch / pitch : full
    }

    /// Text as a reader sees it: right-to-left runs in visual order (see `visual(_:end:)`).
    static func visual(_ text: String) -> String {
        visual(text.map { Unit(character: $0, marks: "", markXs: [], glyph: String($0), xs: []) }, end: ("", [])).cells
    }

    /// Draws `label` centred in a `[ … ]` box over `span`.
    func box(_ label: String, in span: Range<Int>, on line: inout [String]) {
        let label = Self.visual(label)
        for column in span { line[column] = " " }
        line[span.lowerBound] = "["
        line[span.upperBound - 1] = "]"
        var shown: [Character] = []
        var width = 0
        for character in label {
            let cell = MonospaceLayout.cellWidth(of: String(character))
            guard width + cell <= span.count - 2 else { break }
            shown.append(character)
            width += cell
        }
        var position = span.lowerBound + 1 + (span.count - 2 - width) / 2
        for character in shown {
            line[position] = String(character)
            if MonospaceLayout.cellWidth(of: String(character)) == 2, position + 1 < span.upperBound { line[position + 1] = "" }
            position += MonospaceLayout.cellWidth(of: String(character))
        }
    }

    static func joined(_ cells: [String], inverse: Range<Int>?) -> String {
        guard let inverse else { return cells.joined() }
        let shown = "\u{1B}[7m" + cells[inverse].joined() + "\u{1B}[0m"
        return cells[..<inverse.lowerBound].joined() + shown + cells[inverse.upperBound...].joined()
    }

    /// A key's alternates (or the keyboard list) drawn over the rows above the key at their
    /// frames (the bar's line when they reach above the keyboard), the selected one in inverse.
    func overlay(_ alternates: KeyboardSession.Alternates, on grid: inout [(cells: [String], inverse: Range<Int>?)], bar: inout [String]) {
        let centres = map.keyboard.sorted { $0.key < $1.key }.map(\.value)
        for (index, frame) in alternates.frames.enumerated() {
            let span = cells(of: frame)
            guard span.count >= 2 else { continue }
            let centre = frame.y + frame.height / 2
            // The key row whose centre is nearest, or the bar when above the first row.
            let nearest = centres.indices.min { abs(centres[$0] - centre) < abs(centres[$1] - centre) }
            if let row = nearest, centre >= (centres.first ?? 0) - frame.height / 2 {
                box(alternates.options[index], in: span, on: &grid[row].cells)
                grid[row].inverse = index == alternates.selected ? span : (grid[row].inverse.map {
                    $0.overlaps(span)
                } == true ? nil : grid[row].inverse)
            } else {
                box(index == alternates.selected ? "▸\(alternates.options[index])" : alternates.options[index], in: span, on: &bar)
            }
        }
    }

    /// Cells a string takes in the terminal.
    static func width(of text: String) -> Int {
        text.reduce(0) { $0 + MonospaceLayout.cellWidth(of: String($1)) }
    }

    /// A plain line split into cells (wide characters take two, the second empty), padded.
    static func cells(of line: String, width: Int) -> [String] {
        var cells: [String] = []
        for character in line where !character.unicodeScalars.contains(where: { $0 == "\u{1B}" }) {
            cells.append(String(character))
            if MonospaceLayout.cellWidth(of: String(character)) == 2 { cells.append("") }
        }
        if cells.count < width { cells += Array(repeating: " ", count: width - cells.count) }
        return Array(cells.prefix(width))
    }
}
